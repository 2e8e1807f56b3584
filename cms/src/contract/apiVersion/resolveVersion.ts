import {
  CURRENT_API_VERSION,
  parseApiVersionHeader,
  type ApiVersion,
} from '@blockwise/shared/apiVersion'

export type ResolvedVersion = { ok: true; version: ApiVersion } | { ok: false; error: string }

/** No integration key, or none that names a version: fast paths and anonymous calls. */
export const NO_PIN = (): Promise<string | null> => Promise.resolve(null)

/**
 * The version a call is answered in: the one its `Blockwise-Version` header names, else the one
 * its integration key is pinned to, else the current one (the site's and readers' browsers, which
 * send no header, follow the site, which is built with the CMS). A malformed, unknown or retired
 * version, asked for or pinned, is an error naming the versions served.
 */
export async function resolveApiVersion(
  header: string | null,
  pinned: () => Promise<string | null>,
  now: number = Date.now(),
): Promise<ResolvedVersion> {
  const asked = parseApiVersionHeader(header, now)
  if (!asked.ok) return asked
  if (asked.version) return { ok: true, version: asked.version }
  const pin = await pinned()
  if (pin === null) return { ok: true, version: CURRENT_API_VERSION }
  const pinnedVersion = parseApiVersionHeader(pin, now)
  if (pinnedVersion.ok) return { ok: true, version: pinnedVersion.version ?? CURRENT_API_VERSION }
  return {
    ok: false,
    error: `The integration key is pinned to a version no longer served (an admin can change it): ${pinnedVersion.error}`,
  }
}
