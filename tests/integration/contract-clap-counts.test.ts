import { beforeAll, describe, expect, inject, it } from 'vitest'

import { CLAP_COUNTS_MAX_SLUGS, clapCountsSchema, errorBodySchema } from '@blockwise/shared'

import { JSON_HEADERS, readerHeaders } from '../support/clients'
import { createArticle, createAuthor } from '../support/fixtures'
import { testPayload } from '../support/payload'

const cmsUrl = inject('cmsUrl')
let published: string[] = []
let draft = ''

beforeAll(async () => {
  const payload = await testPayload()
  const author = await createAuthor(payload)
  published = [
    (await createArticle(payload, author.id, { published: true })).slug,
    (await createArticle(payload, author.id, { published: true })).slug,
  ]
  draft = (await createArticle(payload, author.id, { published: false })).slug
})

// A cookie sends the call through Next's route; a plain one is answered before Next.
const THROUGH_NEXT = { cookie: 'theme=dark' }

const countsAt = (query: string, headers: Record<string, string> = {}) =>
  fetch(`${cmsUrl}/api/claps?${query}`, { headers })

async function counts(slugs: string[], headers: Record<string, string> = {}) {
  const answer = await countsAt(`slugs=${slugs.join(',')}`, headers)
  expect(answer.status).toBe(200)
  expect(answer.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1')
  return clapCountsSchema.parse(await answer.json()).claps
}

describe('GET /api/claps', () => {
  it('answers the counts of the published articles asked for, the same through either path', async () => {
    const [first = '', second = ''] = published
    const clap = () =>
      fetch(`${cmsUrl}/api/articles/${first}/clap`, {
        method: 'POST',
        headers: readerHeaders(JSON_HEADERS),
      })
    expect((await clap()).status).toBe(200)
    expect((await clap()).status).toBe(200)
    const asked = [first, second, draft, 'no-such-article', first]
    const expected = { [first]: 2, [second]: 0 }
    expect(await counts(asked)).toEqual(expected)
    expect(await counts(asked, THROUGH_NEXT)).toEqual(expected)
    // A clap shows in the next call: the CMS keeps no copy.
    expect((await clap()).status).toBe(200)
    expect((await counts([first]))[first]).toBe(3)
  })

  it.each([
    ['', 'slugs is required'],
    ['slugs=', 'slugs must be article slugs separated by commas'],
    ['slugs=Upper-Case', 'slugs must be article slugs separated by commas'],
    ['slugs=a,,b', 'slugs must be article slugs separated by commas'],
    ['slugs=..%2Fadmin', 'slugs must be article slugs separated by commas'],
    [
      `slugs=${Array.from({ length: CLAP_COUNTS_MAX_SLUGS + 1 }, (_, n) => `a${n}`).join(',')}`,
      `slugs takes at most ${CLAP_COUNTS_MAX_SLUGS} articles`,
    ],
    ['slugs=a&limit=3', 'Unknown query parameter: limit'],
  ])('refuses ?%s with 400: %s', async (query, message) => {
    for (const headers of [{}, THROUGH_NEXT]) {
      const answer = await countsAt(query, headers)
      expect(answer.status).toBe(400)
      expect(errorBodySchema.parse(await answer.json()).error).toContain(message)
    }
  })

  it(`answers ${CLAP_COUNTS_MAX_SLUGS} slugs at once`, async () => {
    const unclapped = published[1] ?? ''
    const slugs = Array.from({ length: CLAP_COUNTS_MAX_SLUGS - 1 }, (_, n) => `missing-${n}`)
    expect(await counts([...slugs, unclapped])).toEqual({ [unclapped]: 0 })
  })
})
