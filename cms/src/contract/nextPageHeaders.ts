/**
 * The headers of a page that has a next one: its cursor, and a link to it (a path relative to the
 * origin: the same path and query, without `page`, with `cursor`).
 */
export function nextPageHeaders(request: Request, cursor: string): Record<string, string> {
  const url = new URL(request.url)
  url.searchParams.delete('page')
  url.searchParams.set('cursor', cursor)
  return { 'x-next-cursor': cursor, link: `<${url.pathname}${url.search}>; rel="next"` }
}
