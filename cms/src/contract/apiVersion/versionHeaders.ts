import {
  API_VERSION_HEADER,
  apiVersionDayMs,
  apiVersionInfo,
  type ApiVersion,
} from '@blockwise/shared/apiVersion'

/** Where a caller of a deprecated version reads what changed and how to move (RFC 9745 §3). */
const DEPRECATION_LINK = '</api/openapi.json>; rel="deprecation"; type="application/json"'

/**
 * The headers that say which version an answer is in: `Blockwise-Version`, and for a deprecated
 * version `Deprecation` (RFC 9745: `@` and Unix seconds of the day it was
 * deprecated), `Sunset` (RFC 8594: the HTTP date it stops being served) and a `Link` to where the
 * changes are listed.
 */
function versionHeaders(version: ApiVersion): [string, string][] {
  const { deprecated, sunset } = apiVersionInfo(version)
  const headers: [string, string][] = [[API_VERSION_HEADER, version]]
  if (deprecated) {
    headers.push(['deprecation', `@${apiVersionDayMs(deprecated) / 1000}`])
    headers.push(['link', DEPRECATION_LINK])
  }
  if (sunset) headers.push(['sunset', new Date(apiVersionDayMs(sunset)).toUTCString()])
  return headers
}

const varies = (headers: Headers, name: string) =>
  (headers.get('vary') ?? '')
    .split(',')
    .some((named) => named.trim().toLowerCase() === name.toLowerCase())

/**
 * `answer` with the headers of `version`, `Vary` naming the version header (the cache model's
 * API_ANSWER_VARY: whatever compresses the answer names Accept-Encoding). A `Link` or `Vary` it
 * had is kept beside them. An answer that already names its version is left as it is.
 */
export function inApiVersion(answer: Response, version: ApiVersion): Response {
  // A route wrapped twice answers in the version its inner wrapper chose, its Link added once.
  if (answer.headers.has(API_VERSION_HEADER)) return answer
  const headers = new Headers(answer.headers)
  if (!varies(headers, API_VERSION_HEADER)) headers.append('vary', API_VERSION_HEADER)
  for (const [name, value] of versionHeaders(version))
    if (name === 'link') headers.append(name, value)
    else headers.set(name, value)
  return new Response(answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers,
  })
}
