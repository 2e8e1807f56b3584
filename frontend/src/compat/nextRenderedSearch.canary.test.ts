import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

import { searchQueryString } from '../lib/search/searchUrl'
import { renderedSearch } from './nextRenderedSearch'

const QUERYSTRING = 'next/dist/shared/lib/router/utils/querystring.js'
const PARSE_URL = 'next/dist/shared/lib/router/utils/parse-url.js'
const broken = (what: string) =>
  `frontend/src/compat/nextRenderedSearch.ts writes the query as Next's state of a page holds it ` +
  `(${QUERYSTRING} getRenderedSearch, of the query ${PARSE_URL} parses): ${what}`

const load = createRequire(import.meta.url)

/** A function Next's module exports, failing with a message naming it if it moved. */
function nextInternal<T>(internal: string, name: string): T {
  expect(() => load.resolve(internal), broken(`${internal} is gone`)).not.toThrow()
  const value = (load(internal) as Record<string, unknown>)[name]
  expect(typeof value, broken(`${internal} no longer exports ${name}`)).toBe('function')
  return value as T
}

/** Queries as readers' addresses have them: spaces both ways, `+`, `%`, Unicode, keys met again. */
const QUERIES = [
  '',
  'q=bitcoin',
  'q=ether+price',
  'q=ether%20price',
  'q=a%2Bb+c',
  'q=100%25+sure',
  'q=caf%C3%A9+%F0%9F%9A%80',
  'q=café 🚀',
  "q=it's+(fine)!~*",
  'q=%26%3D%3F%23%2F',
  'q=',
  'q',
  'q=a&type=news&q=b',
  'type=news&q=a&cursor=c2&type=analysis',
  'b=1&2=two&a=3&1=one',
  searchQueryString({ q: 'Ether’s “Pectra” + 50% ', type: 'news', cursor: 'abc/def==' }),
]

describe('compat/nextRenderedSearch.ts against the installed Next', () => {
  it.each(QUERIES)('writes ?%s as Next writes it into the page', (search) => {
    const getRenderedSearch = nextInternal<(query: unknown) => string>(
      QUERYSTRING,
      'getRenderedSearch',
    )
    const parseUrl = nextInternal<(url: string) => { query: unknown }>(PARSE_URL, 'parseUrl')
    const nexts = getRenderedSearch(parseUrl(`/search?${search}`).query)
    const ours = renderedSearch(search)
    expect(ours ? `?${ours}` : '', broken(`?${search} written otherwise`)).toBe(nexts)
  })
})
