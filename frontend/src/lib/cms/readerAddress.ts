import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * The X-Forwarded-For of the reader whose request this work serves, as the site's server completed
 * it (server/clientAddress.ts). One store for the process: the server and Next's route bundles
 * each load their own copy of this module.
 */
const STORE_KEY = Symbol.for('blockwise.readerForwardedFor')
const processGlobals = globalThis as { [STORE_KEY]?: AsyncLocalStorage<string> }
const store = (processGlobals[STORE_KEY] ??= new AsyncLocalStorage<string>())

/** Runs `work` (a reader's request, with everything it awaits) on behalf of `forwardedFor`. */
export function forReader<T>(forwardedFor: string | undefined, work: () => T): T {
  return forwardedFor ? store.run(forwardedFor, work) : work()
}

/**
 * Headers that make a CMS call count against the reader's own budgets, not the site's: the CMS
 * trusts the site's last hop (TRUSTED_PROXIES), as for the /api forwarding.
 */
export function readerForwardingHeaders(): Record<string, string> {
  const forwardedFor = store.getStore()
  return forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}
}
