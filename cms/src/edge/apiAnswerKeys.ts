import { API_RESOURCES } from '@blockwise/shared/cacheModel'
import { surrogateKey } from '@blockwise/shared'

type Id = number | string

/** What an answer shows, each item by its id; `slug` is the route's. */
interface Shown {
  slug?: string
  articles?: readonly Id[]
  tags?: readonly Id[]
  authors?: readonly Id[]
}

/**
 * The surrogate keys of an /api answer: those the cache model gives its resource, and one per
 * article, tag and author it shows (so a change to any of them purges it).
 */
export function apiAnswerKeys(resource: keyof typeof API_RESOURCES, shown: Shown = {}): string[] {
  const keys = [
    ...API_RESOURCES[resource].keys({ slug: shown.slug ?? '' }),
    ...(shown.articles ?? []).map(surrogateKey.article),
    ...(shown.tags ?? []).map(surrogateKey.tag),
    ...(shown.authors ?? []).map(surrogateKey.author),
  ]
  return [...new Set(keys)]
}
