import fc from 'fast-check'
import type pg from 'pg'
import { expect } from 'vitest'

import { errorBodySchema } from '@blockwise/shared'

/**
 * Hostile input for the /api contract: the arbitraries the fuzz tests draw requests from, what
 * every answer must look like, and a fingerprint of the rows no hostile request may change.
 * Runs are reproducible: FUZZ_SEED replays a failure, FUZZ_RUNS scales the effort.
 */
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261121)

/** fast-check parameters for `runs` requests (FUZZ_RUNS_FACTOR scales them), with short reports. */
export function fuzzParameters<T>(seed: number, runs: number): fc.Parameters<[T]> {
  return {
    seed: FUZZ_SEED + seed,
    numRuns: Math.max(1, Math.round(runs * Number(process.env.FUZZ_RUNS_FACTOR ?? 1))),
    endOnFailure: true,
    // A counterexample may hold a 100 KB body: report the request and the broken promise only.
    reporter: (details) => {
      if (!details.failed) return
      const cause = details.errorInstance instanceof Error ? details.errorInstance.message : ''
      const example = JSON.stringify(details.counterexample)
      throw new Error(
        `Property failed (seed ${details.seed}, path "${details.counterexamplePath}"): ${cause}\n` +
          `Counterexample: ${example.length > 1500 ? `${example.slice(0, 1500)}…` : example}`,
      )
    },
  }
}

/** Percent-encodes the UTF-8 bytes of any JS string (lone surrogates included, as U+FFFD). */
function encodeBytes(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('')
}

/** Strings a hostile client likes: unicode of every plane, lone surrogates, NUL and controls. */
const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\u202e\u200b\ufeff',
    '😀'.repeat(50),
    "' OR 1=1 --",
    '"; DROP TABLE articles; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '${7*7}{{7*7}}',
    '__proto__',
    'constructor',
    'prototype',
    'NaN',
    '-1',
    '1e309',
    '9'.repeat(400),
    'x'.repeat(5000),
  ),
)

/** Path segments: raw malformed escapes as well as encoded hostile text. */
export function segment(known: string[] = []) {
  return fc.oneof(
    { weight: 3, arbitrary: hostileText.map(encodeBytes) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        ...known,
        '%00',
        '%',
        '%ZZ',
        '%C0%AF',
        '%E0%A4%A',
        '%FF%FE',
        '%ED%A0%80',
        '..',
        '.',
        '%2e%2e%2f%2e%2e',
        '..%5C..%5Cwindows',
        '__proto__',
        'constructor',
        '00000000-0000-0000-0000-000000000000',
        'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
        'x'.repeat(3000),
      ),
    },
  )
}

const QUERY_KEYS = [
  'published',
  'featured',
  'articleType',
  'limit',
  'ids',
  'query',
  'token',
  'page',
  'where[published][equals]',
  '__proto__',
  '__proto__[polluted]',
  'constructor[prototype][polluted]',
  'a[]',
  '',
]

/** A query string of a few hostile pairs, sometimes left unencoded on purpose. */
export const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...QUERY_KEYS), hostileText),
      fc.oneof(
        hostileText,
        fc.constantFrom('true', 'false', '0', '1', '100', '101', 'news', 'bitcoin', 'btc,eth'),
      ),
      fc.boolean(),
    ),
    { maxLength: 5 },
  )
  .map((pairs) =>
    pairs.length === 0
      ? ''
      : `?${pairs
          .map(([key, value, raw]) =>
            raw
              ? `${key.replace(/[#\s]/g, '')}=${value.replace(/[#\s]/g, '')}`
              : `${encodeBytes(key)}=${encodeBytes(value)}`,
          )
          .join('&')}`,
  )

const BODY_KEYS = [
  'name',
  'email',
  'website',
  'token',
  'seoTitle',
  'topic',
  'articleType',
  'authorId',
  '__proto__',
  'constructor',
  'prototype',
  'polluted',
]

/** A JSON value built from the contract's own keys, prototype-pollution keys and wrong types. */
const hostileJson = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...BODY_KEYS), hostileText), tie('value'), {
      maxKeys: 5,
    }),
  ),
})).value

/** Bodies shaped like the contract's own, with hostile values: they reach deeper than random JSON. */
const shapedBody = fc.oneof(
  fc.record(
    { name: hostileText, email: fc.oneof(fc.emailAddress(), hostileText), website: hostileText },
    { requiredKeys: ['name', 'email'] },
  ),
  fc.record({ seoTitle: fc.oneof(hostileText, fc.string({ maxLength: 20 })) }),
  fc.record({ token: hostileText }),
  fc.record(
    {
      topic: hostileText,
      articleType: fc.oneof(fc.constantFrom('news', 'learn'), hostileText),
      authorId: fc.oneof(fc.uuid(), hostileText),
    },
    { requiredKeys: ['topic'] },
  ),
)

/** Request bodies as sent on the wire: JSON of every shape, and text that is not JSON at all. */
export const hostileBody = fc.oneof(
  { weight: 3, arbitrary: hostileJson.map((value) => JSON.stringify(value) ?? 'null') },
  { weight: 3, arbitrary: shapedBody.map((value) => JSON.stringify(value)) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      '{',
      '{"name":',
      'null',
      '[]',
      '"just a string"',
      '{"__proto__":{"polluted":"yes"},"name":"x","email":"x"}',
      '{"constructor":{"prototype":{"polluted":"yes"}}}',
      '{"name":"a\\u0000b","email":"a\\u0000@example.com"}',
      '{"seoTitle":"\\ud800"}',
      '{"token":"\\u0000"}',
      '{"topic":"\\u0000\\u0000\\u0000","articleType":"news","authorId":"\\u0000"}',
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
      `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
      '\uFEFF{"name":"bom"}',
      'name=x&email=y',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
)

export const hostileContentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/jsonx',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/xml',
  '',
)

/** A distinct reader per request, so per-client rate limits rarely get in the way. */
export const readerAddress = fc
  .tuple(fc.nat(255), fc.nat(255), fc.integer({ min: 1, max: 254 }))
  .map(([a, b, c]) => `10.${a}.${b}.${c}`)

const LEAKS = [
  /\bat (?:async )?[\w$.<>]+ \(/, // a stack frame
  /node_modules/,
  /\/work\//,
  /\.next\/server/,
  /webpack-internal|turbopack/i,
  /\bSELECT\b.*\bFROM\b/,
  /\b(?:drizzle|PostgresError|syntax error at or near|violates .* constraint)\b/i,
]

/**
 * What every answer to a hostile request must be: no 5xx, nothing of the server's insides, and
 * every 4xx the contract's `{ error }` envelope. 429 (a rate limit doing its job) is fine.
 */
export function expectSafeAnswer(request: string, status: number, text: string): void {
  expect(status, `${request} → ${status} ${text.slice(0, 300)}`).toBeLessThan(500)
  for (const leak of LEAKS)
    expect(text, `${request} leaked ${String(leak)}: ${text.slice(0, 300)}`).not.toMatch(leak)
  if (status >= 400) {
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      body = text
    }
    expect(errorBodySchema.safeParse(body).success, `${request} → ${status} ${text}`).toBe(true)
  }
}

const GUARDED_TABLES = [
  'articles',
  'authors',
  'newsletters',
  'newsletter_issues',
  'newsletter_deliveries',
  'incomplete_articles',
  'payload_jobs',
  'users',
  'tags',
  'media',
  'site_settings',
] as const

export interface RowSnapshot {
  /** Every row of each guarded table as JSON (articles without the counters readers move). */
  rows: Record<string, Array<Record<string, unknown>>>
  claps: number
  views: number
}

/** The rows no hostile request may change, to compare after the fuzzing. */
export async function snapshotRows(db: pg.Client): Promise<RowSnapshot> {
  const rows: RowSnapshot['rows'] = {}
  for (const table of GUARDED_TABLES) {
    const { rows: found } = await db.query<{ row: Record<string, unknown> }>(
      `SELECT to_jsonb(t) - 'claps' - 'views' AS row FROM ${table} t ORDER BY t.id`,
    )
    rows[table] = found.map(({ row }) => row)
  }
  const { rows: sums } = await db.query<{ claps: string; views: string }>(
    'SELECT coalesce(sum(claps), 0) AS claps, coalesce(sum(views), 0) AS views FROM articles',
  )
  return { rows, claps: Number(sums[0]?.claps ?? 0), views: Number(sums[0]?.views ?? 0) }
}

/** The snapshot without the rows a request was entitled to change (by id or email). */
export function withoutRows(snapshot: RowSnapshot, entitled: Set<unknown>): RowSnapshot['rows'] {
  return Object.fromEntries(
    Object.entries(snapshot.rows).map(([table, rows]) => [
      table,
      rows.filter((row) => !entitled.has(row.id) && !entitled.has(row.email)),
    ]),
  )
}
