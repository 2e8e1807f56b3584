/**
 * Dated versions of the /api contract, as Stripe dates its API (docs/api.md#versions, the list of
 * changes in docs/api-changelog.md). A caller names the version it was written for in the
 * `Blockwise-Version` request header; every /api answer names the version it was answered in.
 * Plain TypeScript (no zod): the site server's cache model reads the header's name.
 */

/** The request header that picks a version, and the answer header that names the one served. */
export const API_VERSION_HEADER = 'Blockwise-Version'

/** The newest version: new integration keys are pinned to it; the OpenAPI document describes it. */
export const CURRENT_API_VERSION = '2026-12-01'

export interface ApiVersionInfo {
  /** `YYYY-MM-DD`, the day it shipped. */
  version: ApiVersion
  /** From this day on, answers in it carry `Deprecation` (the day its successor shipped). */
  deprecated?: string
  /** The day it stops being served; answers in it carry `Sunset` from `deprecated` on. */
  sunset?: string
}

/**
 * Every version, newest first. A version stays listed past its sunset (callers asking for it are
 * told it was retired) until the code serving it is removed.
 */
export const API_VERSIONS = [
  { version: CURRENT_API_VERSION },
  { version: '2026-11-21', deprecated: '2026-12-01', sunset: '2027-12-01' },
] as const

export type ApiVersion = (typeof API_VERSIONS)[number]['version']

/** The release, deprecation and sunset days of a version. */
export const apiVersionInfo = (version: ApiVersion): ApiVersionInfo =>
  API_VERSIONS.find((info) => info.version === version) ?? { version }

/** Every version's name, newest first (a pinned key's choices, the OpenAPI document's enum). */
export const API_VERSION_NAMES = API_VERSIONS.map(({ version }) => version)

const DATE = /^\d{4}-\d{2}-\d{2}$/

const isCalendarDay = (value: string) => {
  if (!DATE.test(value)) return false
  const day = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)
}

/** Midnight UTC of a `YYYY-MM-DD` day, in milliseconds. */
export const apiVersionDayMs = (day: string) => Date.parse(`${day}T00:00:00Z`)

/** The versions served at `now`: a version whose sunset day has begun is no longer one of them. */
export const servedApiVersions = (now: number = Date.now()): ApiVersionInfo[] =>
  API_VERSIONS.filter((info: ApiVersionInfo) => !info.sunset || now < apiVersionDayMs(info.sunset))

const describeServedApiVersions = (now: number = Date.now()): string =>
  servedApiVersions(now)
    .map(({ version, sunset }) =>
      version === CURRENT_API_VERSION
        ? `${version} (current)`
        : sunset
          ? `${version} (deprecated, sunset ${sunset})`
          : version,
    )
    .join(', ')

type ParsedApiVersion = { ok: true; version: ApiVersion | null } | { ok: false; error: string }

/**
 * The version a `Blockwise-Version` header names: `version: null` when there is no header (the
 * caller's default then applies), an error naming the served versions for a malformed value, a
 * date that is no version, or a version past its sunset.
 */
export function parseApiVersionHeader(
  value: string | null | undefined,
  now: number = Date.now(),
): ParsedApiVersion {
  if (value === null || value === undefined) return { ok: true, version: null }
  const text = value.trim()
  const served = `Supported versions: ${describeServedApiVersions(now)}`
  if (!isCalendarDay(text))
    return {
      ok: false,
      error: `${API_VERSION_HEADER} must be one date in the form YYYY-MM-DD, e.g. ${CURRENT_API_VERSION}. ${served}`,
    }
  const known: ApiVersionInfo | undefined = API_VERSIONS.find(({ version }) => version === text)
  const live = servedApiVersions(now).find(({ version }) => version === text)
  if (live) return { ok: true, version: live.version }
  return {
    ok: false,
    error: known?.sunset
      ? `${API_VERSION_HEADER} ${text} was retired on ${known.sunset}. ${served}`
      : `${API_VERSION_HEADER} ${text} is not a version of this API. ${served}`,
  }
}
