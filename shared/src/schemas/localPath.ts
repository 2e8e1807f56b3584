/** How many layers of percent-encoding are undone before a path counts as obfuscated. */
const MAX_DECODING_ROUNDS = 4

/**
 * What a file path never needs and a URL reads otherwise: a backslash (a slash to browsers), `?`
 * and `#` (they end the path, so `avatars/..?` is `avatars/..`), and C0 controls and DEL (browsers
 * drop tabs and newlines, so `.\t.` would become `..`).
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const NOT_IN_A_FILE_PATH = /[\\?#\u0000-\u001f\u007f]/

/** The path with every layer of percent-encoding undone; null when one is malformed or too deep. */
function fullyDecoded(path: string): string | null {
  let current = path
  for (let round = 0; round <= MAX_DECODING_ROUNDS; round += 1) {
    let decoded: string
    try {
      decoded = decodeURIComponent(current)
    } catch {
      return null
    }
    if (decoded === current) return current
    current = decoded
  }
  return null
}

/**
 * A site-relative path as a server or browser finally resolves it: one leading slash dropped,
 * percent-encoding undone (any depth), `.` segments removed and `..` applied. Null for anything
 * that is not such a path: a character a file path never needs, an empty segment (written or
 * encoded, `//host` is another site), a malformed escape, or a `..` climbing above the root.
 */
export function normaliseLocalPath(path: string): string | null {
  const decoded = fullyDecoded(path.startsWith('/') ? path.slice(1) : path)
  if (decoded === null || NOT_IN_A_FILE_PATH.test(decoded)) return null
  if (decoded.startsWith('/') || decoded.includes('//')) return null
  const segments: string[] = []
  for (const segment of decoded.split('/')) {
    if (segment === '..') {
      if (segments.pop() === undefined) return null
    } else if (segment !== '.' && segment !== '') segments.push(segment)
  }
  const trailingSlash = decoded.endsWith('/') && segments.length > 0 ? '/' : ''
  return segments.join('/') + trailingSlash
}
