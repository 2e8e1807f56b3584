import { request } from 'node:http'
import { createClient } from 'redis'
import { beforeAll, expect, inject, it } from 'vitest'

import {
  articleData,
  restCreateArticle,
  restUpdateArticle,
  uniqueSuffix,
} from '../support/fixtures'
import { demoNewsroom, sleep, urlOf } from './components'

const entryUrl = inject('entryUrl')
/** How soon a change shows everywhere (topology.test.ts), a bound every cache seam keeps too. */
const WITHIN_MS = 2_000
/** How long the edge keeps an answer no purge can reach (deploy/varnish/surrogate-keys.vcl). */
const UNKEYED_EDGE_SECONDS = 5

/** A GET sent with its path as written: fetch resolves dot segments first, as browsers do. */
function rawGet(base: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { path }, (answer) => {
      answer.resume()
      resolve(answer.statusCode ?? 0)
    })
      .on('error', reject)
      .end()
  })
}

/** How long until `check` holds, polled; Infinity when it still fails after three times `bound`. */
async function msUntil(check: () => Promise<boolean>, bound = WITHIN_MS): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < bound * 3) {
    if (await check()) return Date.now() - started
    await sleep(50)
  }
  return Infinity
}

const statusAt = async (url: string) => {
  const response = await fetch(url)
  await response.arrayBuffer()
  return response.status
}

/**
 * The seams between the edge, the site instances' caches and Redis, each held to the one declared
 * cache model (docs/decisions/0028-one-declared-cache-model.md).
 */
export function cacheSeamTests() {
  let editor: Record<string, string> = {}
  let authorId = ''
  const cms1 = () => urlOf('cms-1')
  const sites = () => [urlOf('site-1'), urlOf('site-2')]

  beforeAll(async () => {
    ;({ editor, authorId } = await demoNewsroom(cms1()))
  })

  async function publishedArticle() {
    const created = await restCreateArticle(
      cms1(),
      editor,
      articleData(authorId, { published: true }),
    )
    expect(created.status).toBe(201)
    return created.body.doc as { id: string; slug: string }
  }

  it("every instance's shared page carries its Cache-Control and keys, whichever instance stored it", async () => {
    const { slug } = await publishedArticle()
    const seen: string[] = []
    // site-1 renders and stores the page; site-2 then reads site-1's copy from Redis, later on.
    for (const [site, wait] of [
      [sites()[0], 0],
      [sites()[1], 1_500],
      [sites()[1], 1_500],
      [sites()[0], 1_500],
    ] as const) {
      await sleep(wait)
      const response = await fetch(`${site}/articles/${slug}`)
      await response.arrayBuffer()
      seen.push(`${response.headers.get('x-nextjs-cache')}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1')
      expect(response.headers.get('surrogate-key')).toContain(`article-page-${slug}`)
      // Another instance's copy is as fresh as the instance's own: no render again after a second.
      expect(response.headers.get('x-nextjs-cache'), seen.join(' ')).not.toBe('STALE')
    }
  })

  it('an answer no purge can reach is kept at the edge a few seconds at most', async () => {
    const age = async (path: string) => {
      const response = await fetch(`${entryUrl}${path}`, { redirect: 'manual' })
      await response.arrayBuffer()
      expect(response.headers.get('surrogate-key')).toBeNull()
      return Number(response.headers.get('age') ?? 0)
    }
    // Next's robots.txt, and a redirect to a canonical address: neither is purged by anything.
    for (const path of ['/robots.txt', '/News/']) {
      await age(path)
      await sleep((UNKEYED_EDGE_SECONDS + 1) * 1000)
      expect(await age(path)).toBeLessThanOrEqual(UNKEYED_EDGE_SECONDS)
    }
  })

  it('a page asked for at another spelling is sent to its one address, so an unpublish removes every spelling within 2 s', async () => {
    const { id, slug } = await publishedArticle()
    const canonical = `/articles/${slug}`
    const spellings = [
      `/articles/%${slug.charCodeAt(0).toString(16)}${slug.slice(1)}`,
      `/Articles/${slug.toUpperCase()}`,
      `${canonical}/`,
    ]
    for (const spelling of spellings) {
      const response = await fetch(`${entryUrl}${spelling}`, { redirect: 'manual' })
      expect(response.status, spelling).toBe(308)
      expect(response.headers.get('location'), spelling).toBe(canonical)
      expect(await statusAt(`${entryUrl}${spelling}`)).toBe(200)
    }
    expect((await restUpdateArticle(cms1(), editor, id, { published: false })).status).toBe(200)
    const everySpellingGone = async () => {
      const statuses = await Promise.all(spellings.map((path) => statusAt(`${entryUrl}${path}`)))
      return statuses.every((status) => status === 404)
    }
    expect(await msUntil(everySpellingGone)).toBeLessThan(WITHIN_MS)
  })

  it('a 404 kept for an article before it is published is gone within 2 s of its publication', async () => {
    const created = await restCreateArticle(
      cms1(),
      editor,
      articleData(authorId, { published: false, title: `Not yet ${uniqueSuffix()}` }),
    )
    const draft = created.body.doc as { id: string; slug: string }
    const page = `${entryUrl}/articles/${draft.slug}`
    for (let asked = 0; asked < 3; asked++) expect(await statusAt(page)).toBe(404)
    expect((await restUpdateArticle(cms1(), editor, draft.id, { published: true })).status).toBe(
      200,
    )
    expect(await msUntil(async () => (await statusAt(page)) === 200)).toBeLessThan(WITHIN_MS)
  })

  it("after a clap, the /api answers showing the article's count show the new one through the edge within 2 s", async () => {
    const { slug } = await publishedArticle()
    const countsAtTheEdge = async () => {
      const list = (await (await fetch(`${entryUrl}/api/articles`)).json()) as Array<{
        slug: string
        claps: number
      }>
      const article = (await (await fetch(`${entryUrl}/api/articles/${slug}`)).json()) as {
        claps: number
      }
      return [list.find((item) => item.slug === slug)?.claps, article.claps]
    }
    // Both answers are now kept at the edge, each for a day unless purged.
    expect(await countsAtTheEdge()).toEqual([0, 0])
    expect(await countsAtTheEdge()).toEqual([0, 0])
    const clap = await fetch(`${entryUrl}/api/articles/${slug}/clap`, { method: 'POST' })
    expect(clap.status).toBe(200)
    const shown = async () => (await countsAtTheEdge()).every((claps) => claps === 1)
    expect(await msUntil(shown)).toBeLessThan(WITHIN_MS)
  })

  it("the site's pages carry no count, and the counts their buttons ask show a clap through the edge within 2 s", async () => {
    const { slug } = await publishedArticle()
    const page = await (await fetch(`${entryUrl}/articles/${slug}`)).text()
    expect(page).toContain(' Claps<')
    expect(page).not.toMatch(/\d+ Claps?</)
    const countAtTheEdge = async () => {
      const answer = await fetch(`${entryUrl}/api/claps?slugs=${slug}`)
      expect(answer.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1')
      return ((await answer.json()) as { claps: Record<string, number> }).claps[slug]
    }
    expect(await countAtTheEdge()).toBe(0)
    expect(await countAtTheEdge()).toBe(0)
    expect((await fetch(`${entryUrl}/api/articles/${slug}/clap`, { method: 'POST' })).status).toBe(
      200,
    )
    expect(await msUntil(async () => (await countAtTheEdge()) === 1)).toBeLessThan(WITHIN_MS)
  })

  it('a path that climbs out of /api is refused at the edge and at each site instance', async () => {
    for (const path of ['/api/../admin', '/api/%2e%2e/cms-api/users', '/api/..%2fadmin'])
      for (const base of [entryUrl, ...sites()])
        expect(await rawGet(base, path), base + path).toBe(400)
  })

  it('Redis is bounded, and unknown addresses store nothing in it', async () => {
    const redis = await createClient({ url: urlOf('redis') }).connect()
    try {
      expect(Number((await redis.configGet('maxmemory')).maxmemory)).toBeGreaterThan(0)
      expect((await redis.configGet('maxmemory-policy'))['maxmemory-policy']).toBe('volatile-lru')
      const unknown = `no-such-article-${uniqueSuffix()}`
      for (let page = 0; page < 10; page++)
        for (const base of [entryUrl, ...sites()])
          expect(await statusAt(`${base}/articles/${unknown}-${page}`)).toBe(404)
      const stored = []
      for await (const keys of redis.scanIterator({ MATCH: `*${unknown}*`, COUNT: 1000 }))
        stored.push(...keys)
      expect(stored).toEqual([])
    } finally {
      await redis.quit()
    }
  })

  it('an /api answer varies on nothing but its compression and its API version', async () => {
    for (const path of ['/api/articles', '/api/tags']) {
      const response = await fetch(`${entryUrl}${path}`)
      expect(response.status).toBe(200)
      const vary = (response.headers.get('vary') ?? '').toLowerCase().split(/\s*,\s*/)
      expect(vary, path).toContain('blockwise-version')
      expect(
        vary.filter((name) => name !== 'accept-encoding'),
        path,
      ).toEqual(['blockwise-version'])
    }
  })
}
