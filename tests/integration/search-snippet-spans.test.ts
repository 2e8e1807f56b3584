import pg from 'pg'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'

/**
 * `search_snippet_spans` (migration 20261207_090000) says where each word of an article's snippet
 * text starts, by its lexeme, so that a search's headline is made without parsing the text again
 * (cms/src/contract/searchHeadline.ts). Checked against PostgreSQL's own parsing: its words are
 * to_tsvector's, and the text parsed again from each position begins with that word.
 */
const db = new pg.Client({ connectionString: inject('databaseUrl') })

beforeAll(() => db.connect())
afterAll(() => db.end())

/**
 * The positions of `spans` where the text does not begin with the word: parsed again from there,
 * neither its first token's lexeme (position 1) nor a compound's first part's (position 2) is the
 * word, and the text does not start with it either (a URL's path, the `simple` dictionary's
 * lexeme, is another token parsed alone).
 */
const MISPLACED = `
  SELECT u.lexeme, p.position, substr(s.text, p.position, 20) AS there
  FROM (SELECT $1::text AS text) s
    CROSS JOIN LATERAL unnest(search_snippet_spans(s.text)) u
    CROSS JOIN LATERAL unnest(u.positions) AS p(position)
  WHERE NOT starts_with(lower(substr(s.text, p.position)), u.lexeme) AND NOT EXISTS (
    SELECT 1 FROM unnest(to_tsvector('english', substr(s.text, p.position))) v
    WHERE v.lexeme = u.lexeme AND v.positions && '{1,2}'::smallint[])`

const SAME_WORDS = `
  SELECT tsvector_to_array(search_snippet_spans($1)) = tsvector_to_array(to_tsvector('english', $1))
    AS same`

const TEXTS = [
  'Bitcoin’s halving: miners earn 3.125 BTC per block, down from 6.25 BTC.',
  'A bitcoin-based fund, see https://example.com/path?q=1 and mail editor@blockwise.local today.',
  '🚀 Ethereum’s “staking” rewards ― naïve Zürich traders, 𝔁 and émigré whales — rallied 12% in 2024.',
  'It\'s a "quoted" word, a back\\slash, <b>tags</b> &amp; entities; v1.2.3 and 10-K filings.',
  `${'liquidity '.repeat(300)}deep`,
  '',
]

it('finds every word to_tsvector finds, at the offset where it starts, in texts of every kind', async () => {
  for (const text of TEXTS) {
    expect((await db.query<{ same: boolean }>(SAME_WORDS, [text])).rows[0]?.same, text).toBe(true)
    expect((await db.query(MISPLACED, [text])).rows, text).toEqual([])
  }
})

it("keeps every article's spans beside its snippet text, with the same words", async () => {
  const { rows } = await db.query(`
    SELECT a.slug FROM articles a
    WHERE a.search_snippet_spans IS DISTINCT FROM search_snippet_spans(a.search_snippet_text)
      OR tsvector_to_array(a.search_snippet_spans)
        <> tsvector_to_array(to_tsvector('english', a.search_snippet_text))`)
  expect(rows).toEqual([])
  const { rows: articles } = await db.query<{ text: string }>(
    'SELECT search_snippet_text AS text FROM articles ORDER BY created_at LIMIT 20',
  )
  expect(articles.length).toBeGreaterThan(0)
  for (const { text } of articles) expect((await db.query(MISPLACED, [text])).rows).toEqual([])
})
