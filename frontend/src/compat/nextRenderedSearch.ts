/**
 * Compat: the query of a page's address as Next writes it again into the page's state (the RSC
 * payload's `q`): getRenderedSearch in next/dist/shared/lib/router/utils/querystring.js, applied to
 * the query as Next parses it from the address (searchParamsToUrlQuery: a key met again gathers
 * its values, in the first one's place). Each key and value is encodeURIComponent'ed, so a space
 * the address wrote `+` is written `%20`.
 *
 * Why: a search results page is made from a template (app/[locale]/search/searchPages.ts), which
 * writes the page's state as Next would have rendered it, this query among it.
 *
 * Supported API looked for: Next documents neither the page's state nor how it holds the query,
 * and exports no encoder of it; `useSearchParams` reads it back in the browser, decoded.
 *
 * If it moves: the search results template no longer finds the query where Next's render of its
 * specimen wrote it, fails its check against the second specimen (cardedTemplates.ts), and Next
 * renders every search page itself, slower; a change the check cannot see would give a templated
 * page a state other than Next's own render would. nextRenderedSearch.canary.test.ts compares this
 * with the installed Next's own encoding and fails first.
 */

/** The query string `search` (no `?`) as Next's state of the page holds it, without its `?`. */
export function renderedSearch(search: string): string {
  // A null-prototype object orders its keys as Next's plain object does (integer keys first).
  const query = Object.create(null) as Record<string, string[]>
  for (const [key, value] of new URLSearchParams(search)) (query[key] ??= []).push(value)
  return Object.keys(query)
    .flatMap((key) =>
      query[key]!.map((value) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`),
    )
    .join('&')
}
