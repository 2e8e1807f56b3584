import type { IncomingMessage } from 'node:http'

/**
 * Adds the address this server saw to X-Forwarded-For, as a reverse proxy does. The CMS's rate
 * limits key on the last hop, so a reader cannot choose theirs by sending the header themselves.
 * Behind a proxy that already appends the reader's address (`behindProxy`), the header is kept
 * as it came: the last hop is then the proxy's record of the reader.
 */
export function recordClientAddress(request: IncomingMessage, behindProxy: boolean): void {
  if (behindProxy) return
  const address = request.socket.remoteAddress
  if (!address) return
  const forwarded = request.headers['x-forwarded-for']
  request.headers['x-forwarded-for'] = forwarded ? `${String(forwarded)}, ${address}` : address
}
