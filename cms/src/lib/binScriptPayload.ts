import type { Payload, SanitizedConfig } from 'payload'
import { getPayload } from 'payload'

/**
 * Payload for a bin script (`npm run worker`, `npm run generate`). Payload's CLI exits 0 when a
 * script throws, so a script that cannot start (no database, bad config) exits 1 here instead.
 */
export async function binScriptPayload(config: SanitizedConfig): Promise<Payload> {
  try {
    return await getPayload({ config })
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
