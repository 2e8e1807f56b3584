import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The CMS's Payload instance. `cron: true` starts the generation jobs runner (jobs.autoRun) in this
 * process on first use; /health makes that happen at boot.
 */
export function cmsPayload(): Promise<Payload> {
  return getPayload({ config, cron: true })
}
