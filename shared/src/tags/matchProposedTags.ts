import { slugify } from '../text'

/** An existing tag, as far as matching goes. */
export interface NamedTag {
  name: string
  slug?: string | null
}

/** The proposals of a generation sorted out: existing tags to link, and names left for editors. */
export interface SortedProposals<T extends NamedTag> {
  matched: T[]
  unmatched: string[]
}

/**
 * The word read as a singular: itself, and without each plural ending it has ("rollups" →
 * "rollup", "taxes" → "tax", "currencies" → "currency"). Every reading is kept, since the rules
 * cannot tell "caches" (cache) from "taxes" (tax); two names match when any readings meet.
 */
function singularReadings(word: string): string[] {
  const readings = [word]
  if (word.length > 3 && word.endsWith('ies')) readings.push(`${word.slice(0, -3)}y`)
  if (word.length > 2 && word.endsWith('es')) readings.push(word.slice(0, -2))
  if (word.length > 1 && word.endsWith('s')) readings.push(word.slice(0, -1))
  return readings
}

/**
 * What a name or slug can stand for: its slug (of the lowercased text, so that case never counts)
 * with each singular reading of its last word. A text without a letter or digit a slug keeps
 * (e.g. one in another script) stands for itself, lowercased.
 */
function formsOf(text: string): string[] {
  const slug = slugify(text.toLowerCase())
  if (!slug) {
    const lowercased = text.trim().toLowerCase()
    return lowercased ? [lowercased] : []
  }
  const split = slug.lastIndexOf('-')
  const head = slug.slice(0, split + 1)
  return singularReadings(slug.slice(split + 1)).map((word) => head + word)
}

const sameName = (proposal: string, tag: NamedTag) =>
  tag.name.trim().toLowerCase() === proposal.trim().toLowerCase()

function sameSlug(proposal: string, tag: NamedTag): boolean {
  const slug = slugify(proposal.toLowerCase())
  return slug !== '' && (slug === slugify(tag.name.toLowerCase()) || slug === tag.slug)
}

function sameSingular(proposal: string, tag: NamedTag): boolean {
  const tagForms = new Set([...formsOf(tag.name), ...(tag.slug ? formsOf(tag.slug) : [])])
  return formsOf(proposal).some((form) => tagForms.has(form))
}

/**
 * The existing tag a proposed name stands for: the one of that name whatever its case, else the
 * one of its slug, else one that is its singular or plural ("ETFs" for "ETF"). Undefined when none
 * is, or the proposal is blank.
 */
export function findMatchingTag<T extends NamedTag>(
  proposal: string,
  tags: readonly T[],
): T | undefined {
  if (!proposal.trim()) return undefined
  for (const matches of [sameName, sameSlug, sameSingular]) {
    const found = tags.find((tag) => matches(proposal, tag))
    if (found) return found
  }
  return undefined
}

/**
 * Sorts a generation's proposed tag names into the existing tags they stand for (each once) and
 * the names that match none (trimmed, blanks left out, each once: "Rollup" and "rollups" are one).
 */
export function sortProposedTags<T extends NamedTag>(
  proposals: readonly string[],
  tags: readonly T[],
): SortedProposals<T> {
  const matched = new Set<T>()
  const unmatched: string[] = []
  for (const proposal of proposals.map((name) => name.trim()).filter(Boolean)) {
    const tag = findMatchingTag(proposal, tags)
    if (tag) matched.add(tag)
    else if (
      !findMatchingTag(
        proposal,
        unmatched.map((name) => ({ name })),
      )
    )
      unmatched.push(proposal)
  }
  return { matched: [...matched], unmatched }
}
