/** Deeper than any activity a server sends (Mastodon's nest objects three or four levels). */
const MAX_DEPTH = 32

/** How deep a parsed JSON value nests, counting until `limit` is passed. */
function depthPasses(value: unknown, limit: number): boolean {
  if (limit < 0) return true
  if (typeof value !== 'object' || value === null) return false
  const children = Array.isArray(value) ? value : Object.values(value)
  return children.some((child) => depthPasses(child, limit - 1))
}

/**
 * Why a posted body is no activity, before Fedify reads it: not JSON, not a JSON object, or
 * nested deeper than any activity (a few KB of brackets would otherwise exhaust the JSON-LD
 * processor's stack). Null when it may be one.
 */
export function activityBodyProblem(text: string): string | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return 'The body must be JSON'
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return 'An activity must be a JSON object'
  return depthPasses(parsed, MAX_DEPTH) ? `An activity nests at most ${MAX_DEPTH} levels` : null
}
