/** What identifying a client needs of a request: its headers (a fetch Request has them). */
export interface ClientRequest {
  headers: { get(name: string): string | null }
}

/** A read a call answers from its address (with its query) and its client's headers. */
export type ClientRead = Pick<Request, 'url'> & ClientRequest

const ADDRESSES_RESOLVED_KEY = Symbol.for('blockwise.clientAddressesResolved')
const resolution = globalThis as { [ADDRESSES_RESOLVED_KEY]?: boolean }

/**
 * Called by the CMS's server (src/server/main.ts) once it writes every request's X-Forwarded-For
 * itself, from the connection and TRUSTED_PROXIES (src/server/clientAddress.ts).
 */
export function trustResolvedClientAddresses(): void {
  resolution[ADDRESSES_RESOLVED_KEY] = true
}

/**
 * The reader behind a request, as the CMS's server resolved it. Without that server (`next dev`)
 * X-Forwarded-For is whatever the client wrote, so every client shares one budget there.
 */
export function clientKey(request: ClientRequest): string {
  if (!resolution[ADDRESSES_RESOLVED_KEY]) return 'unresolved'
  return request.headers.get('x-forwarded-for') ?? 'unknown'
}
