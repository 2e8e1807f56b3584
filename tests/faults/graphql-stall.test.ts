import { beforeAll, describe, expect, inject, it } from 'vitest'

import { readerHeaders } from '../support/clients'
import { CIRCULAR_QUERY, doublingQuery } from '../support/graphql'
import { editorHeaders } from '../support/staff'

/**
 * Hostile GraphQL documents must not stall the CMS: a document whose fragments double at each of
 * 30 levels (2^30 fields once expanded) and one whose fragments spread each other are refused
 * with 400 in milliseconds, before Payload's own validation walks them, while readers of /api are
 * served as usual.
 */
const cmsUrl = inject('cmsUrl')
/** "Well under a second" for a refusal that takes milliseconds, on a busy two-core machine. */
const ANSWER_WITHIN_MS = 1_000
/** Far past the bound, so a CMS that stalls fails the assertion instead of hanging the run. */
const GIVE_UP_AFTER_MS = 15_000

let editor: Record<string, string> = {}

beforeAll(async () => {
  editor = await editorHeaders(cmsUrl)
  // The route's first request loads Payload's schema: time the guard, not that.
  await fetch(`${cmsUrl}/cms-api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ __typename }' }),
  })
})

async function timed(path: string, init: RequestInit = {}) {
  const startedAt = Date.now()
  const response = await fetch(`${cmsUrl}${path}`, {
    ...init,
    signal: AbortSignal.timeout(GIVE_UP_AFTER_MS),
  })
  const body = (await response.json()) as {
    data?: unknown
    errors?: Array<{ message: string }>
  }
  return { status: response.status, body, ms: Date.now() - startedAt }
}

const postGraphql = (query: string, headers: Record<string, string> = {}) =>
  timed('/cms-api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  })

const HOSTILE = [
  ['doubling fragments, 30 levels', doublingQuery(30), /more than \d+ fields/],
  ['circular fragments', CIRCULAR_QUERY, /Fragment cycle: A → B → A/],
  ['brackets nested 5,000 deep', '{a'.repeat(5000) + '}'.repeat(5000), /nests brackets deeper/],
] as const

describe('hostile GraphQL documents', () => {
  it.each(HOSTILE)('%s: 400 with the reason, in milliseconds', async (_, query, reason) => {
    for (const headers of [readerHeaders(), editor]) {
      const answer = await postGraphql(query, headers)
      expect(answer.status).toBe(400)
      expect(answer.body.errors?.[0]?.message).toMatch(reason)
      expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS)
    }
  })

  it('leave /api readers unaffected while they arrive together', async () => {
    const attacks = Array.from({ length: 8 }, (_, index) =>
      postGraphql(index % 2 ? CIRCULAR_QUERY : doublingQuery(30), readerHeaders()),
    )
    const read = timed('/api/authors', { headers: readerHeaders() })
    const [reader, ...refused] = await Promise.all([read, ...attacks])
    expect(reader?.status).toBe(200)
    expect(reader?.ms).toBeLessThan(ANSWER_WITHIN_MS)
    for (const answer of refused) {
      expect(answer.status).toBe(400)
      expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS)
    }
  })

  it('refuse the same document sent by GET, which GraphQL is not served over', async () => {
    const answer = await timed(`/cms-api/graphql?query=${encodeURIComponent(doublingQuery(30))}`, {
      headers: readerHeaders(),
    })
    expect(answer.status).toBe(405)
    expect(answer.body.errors?.[0]?.message).toBe('Send GraphQL queries with POST')
    expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS)
  })
})

describe('ordinary GraphQL documents', () => {
  it('an editor query with fragments, aliases and variables is answered', async () => {
    const query = `
      query Desk($limit: Int) {
        latest: Articles(limit: $limit, sort: "-createdAt") { docs { ...Card } totalDocs }
        drafts: Articles(where: { published: { equals: false } }) { totalDocs }
        Tags(limit: 5) { docs { id name slug } }
      }
      fragment Card on Article { id title slug author: authorId { name } tags { ...TagName } }
      fragment TagName on Tag { name }`
    const response = await fetch(`${cmsUrl}/cms-api/graphql`, {
      method: 'POST',
      headers: editor,
      body: JSON.stringify({ query, variables: { limit: 20 } }),
    })
    expect(response.status).toBe(200)
    const answer = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown }
    expect(answer.errors).toBeUndefined()
    expect(Object.keys(answer.data ?? {})).toEqual(['latest', 'drafts', 'Tags'])
  })
})
