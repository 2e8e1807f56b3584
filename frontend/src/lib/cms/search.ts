import { errorBodySchema, searchResultListSchema, type SearchResult } from '@blockwise/shared'

import { cmsUrl } from '@/env'
import { SEARCH_PAGE_SIZE, searchQueryString, type SearchPageQuery } from '@/lib/search/searchUrl'

import { cmsErrorOf } from './fetchJson'
import { readerForwardingHeaders } from './readerAddress'

export type SearchAnswer =
  | { kind: 'results'; results: SearchResult[]; nextCursor: string | null }
  /** The CMS refused the query (too long, bad type or cursor): its message, for the reader. */
  | { kind: 'refused'; message: string }

const UNREADABLE_REFUSAL = 'That search cannot be run. Try other words.'

/**
 * Published articles matching `q`, best first, through GET /api/search, as the reader's search
 * (their own budget at the CMS). Never kept in Next's data cache (memory, or Redis shared by every
 * instance): each query text would be an entry of its own, and anyone can make up as many as they
 * like.
 */
export async function searchArticles(query: SearchPageQuery): Promise<SearchAnswer> {
  const path = `/api/search?${searchQueryString(query)}&limit=${SEARCH_PAGE_SIZE}`
  const response = await fetch(new URL(path, cmsUrl()), {
    headers: { accept: 'application/json', ...readerForwardingHeaders() },
    cache: 'no-store',
  })
  // Refused: the words (400), or this reader's searches for now (429).
  if (response.status === 400 || response.status === 429) {
    const refusal = errorBodySchema.safeParse(await response.json().catch(() => null))
    return { kind: 'refused', message: refusal.success ? refusal.data.error : UNREADABLE_REFUSAL }
  }
  if (!response.ok) throw await cmsErrorOf(response)
  return {
    kind: 'results',
    results: searchResultListSchema.parse(await response.json()),
    nextCursor: response.headers.get('x-next-cursor'),
  }
}
