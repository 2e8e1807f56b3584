import { env } from '@/env'

/** An address on the site's origin, for paths the site serves (pages, images, media). */
export const siteAddress = (path: string): URL => new URL(path, env.siteUrl)
