import { afterAll, beforeAll, expect, inject, it } from 'vitest'

import { ARTICLE_CARD_FIELDS } from '@blockwise/shared'

import { freePort, stopService, type Service } from '../../scripts/lib/processes'
import { startSite } from '../../scripts/lib/stack'
import { createArticle, createAuthor } from '../support/fixtures'
import { testPayload } from '../support/payload'
import { startRecordingProxy, type RecordingProxy } from '../support/recordingProxy'

/**
 * What an article page or a tag page the site has never rendered costs behind the site, held so
 * that a change which adds to it fails here (the benchmark's uncached-page rows measure its CPU,
 * docs/performance.md): once what every page shares is cached, exactly one CMS call for an article
 * (whose one SQL statement query-counts.test.ts holds) and two for a tag, and the page filled from
 * a template rather than rendered by Next.
 */
const FRESH_PAGES = 3
/** A list of cards asks for what cards show, as the query string writes it. */
const CARD_FIELDS = encodeURIComponent(ARTICLE_CARD_FIELDS.join(','))

let proxy: RecordingProxy
let site: Service
let siteUrl = ''
const slugs: string[] = []
/** Tags on the same articles: their pages are of one shape. */
const tagSlugs: string[] = []

beforeAll(async () => {
  const payload = await testPayload()
  const author = await createAuthor(payload)
  for (let page = 0; page <= FRESH_PAGES; page++) {
    const tag = await payload.create({
      collection: 'tags',
      data: { name: `Render budget ${page} ${Date.now()}`, slug: '', count: 0 },
    })
    tagSlugs.push(tag.slug)
  }
  const tags = await payload.find({ collection: 'tags', where: { slug: { in: tagSlugs } } })
  for (let page = 0; page <= FRESH_PAGES; page++) {
    const article = await createArticle(payload, author.id, {
      published: true,
      publishedAt: new Date().toISOString(),
      tags: tags.docs.map((tag) => tag.id),
    })
    slugs.push(article.slug)
  }
  proxy = await startRecordingProxy(inject('cmsUrl'))
  const sitePort = await freePort()
  site = await startSite({ sitePort, cmsUrl: proxy.url, dataDir: inject('dataDir'), quiet: true })
  siteUrl = `http://127.0.0.1:${sitePort}`
  // The first render fetches what every page shares: the settings, authors, glossary, paths.
  expect((await fetch(`${siteUrl}/articles/${slugs[0]}`)).status).toBe(200)
}, 120_000)

afterAll(async () => {
  await stopService(site)
  await proxy.close()
})

const renderFresh = async (path: string) => {
  const response = await fetch(`${siteUrl}${path}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('x-nextjs-cache')).not.toBe('HIT')
  // Filled from its shape's template, not rendered by Next (decision 0026).
  expect(response.headers.get('x-page-source')).toBe('template')
  await response.text()
}

it('an article page costs the CMS one read: its article with its Read More', async () => {
  for (const slug of slugs.slice(1)) {
    proxy.requests.length = 0
    await renderFresh(`/articles/${slug}`)
    expect(proxy.requests).toEqual([`GET /api/articles/${slug}/reading`])
  }
}, 60_000)

it('a tag page costs the CMS two reads: the tag, and its page of articles', async () => {
  // The first makes its shape's templates.
  await renderFresh(`/tags/${tagSlugs[0]}`)
  for (const slug of tagSlugs.slice(1)) {
    proxy.requests.length = 0
    await renderFresh(`/tags/${slug}`)
    expect(proxy.requests).toEqual([
      `GET /api/tags/${slug}`,
      `GET /api/articles?published=true&tag=${slug}&limit=24&fields=${CARD_FIELDS}`,
    ])
  }
}, 60_000)
