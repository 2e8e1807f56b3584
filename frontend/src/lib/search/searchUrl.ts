/** The site's search page; the header's box sends its GET form here. */
export const SEARCH_PATH = '/search'

/** Results per page: a reader scans a short list, then asks for more. */
export const SEARCH_PAGE_SIZE = 10

export interface SearchPageQuery {
  q: string
  type?: string
  cursor?: string
}

/** The words, the type filter if any, the cursor of further results: the page's and the API's. */
export function searchQueryString({ q, type, cursor }: SearchPageQuery): string {
  const params = new URLSearchParams({ q })
  if (type) params.set('type', type)
  if (cursor) params.set('cursor', cursor)
  return params.toString()
}

export const searchPageUrl = (query: SearchPageQuery) =>
  `${SEARCH_PATH}?${searchQueryString(query)}`
