/** An article as the Local API reads it at depth 0: its fields, id and times. */
export type ArticleVersion = Record<string, unknown>

/** Set by Payload, not written: a save keeps the id and creation time and stamps its own update. */
const KEPT_BY_PAYLOAD = new Set(['id', 'createdAt', 'updatedAt'])

/**
 * The data that saves `version` again as a whole over `current` (the article's latest version,
 * which Payload fills every field left out of a save from), with `seoTitle` as its SEO title: a
 * field `current` has and `version` lacks is emptied rather than taken from `current`. This is how
 * the SEO title alone reaches readers while a draft holds other changes: the published version
 * plus the title is published, then the draft plus the title is saved again as the draft.
 * Fields no editor may write (the stored HTML, counters, the pipeline's record) are still left to
 * the save's hooks and access rules.
 */
export function versionWithSeoTitle(
  version: ArticleVersion,
  current: ArticleVersion,
  seoTitle: string,
): ArticleVersion {
  const data: ArticleVersion = {}
  for (const key of Object.keys(current)) {
    if (!KEPT_BY_PAYLOAD.has(key)) data[key] = null
  }
  for (const [key, value] of Object.entries(version)) {
    if (!KEPT_BY_PAYLOAD.has(key)) data[key] = value === undefined ? null : value
  }
  data.seoTitle = seoTitle
  return data
}

/**
 * Whether the article's latest version, as `findByID({ draft: true })` reads it, is a draft newer
 * than what readers see: Payload answers the published document when no such draft exists.
 */
export function hasPendingDraft(latest: ArticleVersion): boolean {
  return latest._status === 'draft'
}
