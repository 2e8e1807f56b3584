/**
 * X-Next-Cursor and a `Link: <…>; rel="next"` to the same path and query continued by `cursor`
 * (without `page`), relative to the origin; none on the last page.
 */
export function nextPageHeaders(requestUrl: string, cursor: string | null): Record<string, string> {
  if (!cursor) return {}
  const url = new URL(requestUrl)
  url.searchParams.delete('page')
  url.searchParams.set('cursor', cursor)
  return { 'x-next-cursor': cursor, link: `<${url.pathname}${url.search}>; rel="next"` }
}
