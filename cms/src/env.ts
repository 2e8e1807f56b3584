import { cmsEnvironment } from './environment'

/** Runtime configuration of the CMS, read once from the environment (see .env.example). */
export const env = cmsEnvironment(process.env)
