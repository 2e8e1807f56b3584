import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { ContentChange } from './contentChanges'

/**
 * Delivers a content change heard through Redis to this instance's own revalidation webhook, the
 * one code that expires Next's cached data: revalidateTag only works inside Next's handling of a
 * request, and the answer going out through this server empties the micro-cache as the CMS's
 * call does (main.ts).
 */
export function ownWebhook(
  server: Server,
  webhookPath: string,
  secretHeader: string,
): (change: ContentChange) => Promise<void> {
  return async (change) => {
    const response = await fetch(`${ownOrigin(server.address() as AddressInfo)}${webhookPath}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [secretHeader]: process.env.REVALIDATE_SECRET ?? '',
      },
      body: JSON.stringify(change),
    })
    if (!response.ok) throw new Error(`the site's webhook answered ${response.status}`)
  }
}

/** The listening address as a URL this process can reach, the loopback for a wildcard one. */
function ownOrigin({ address, family, port }: AddressInfo): string {
  const host = address === '0.0.0.0' ? '127.0.0.1' : address === '::' ? '::1' : address
  return family === 'IPv6' || host === '::1' ? `http://[${host}]:${port}` : `http://${host}:${port}`
}
