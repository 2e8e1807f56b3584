import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { SECTION_PAGE_SIZE } from '@blockwise/shared'

import { freePort, stopService, type Service } from '../../scripts/lib/processes'
import { startSite } from '../../scripts/lib/stack'

import { pagePath } from '../../frontend/src/lib/paging'
import { PAGE_SOURCE, RENDER_BY_NEXT } from '../../frontend/src/lib/pageTemplates/selfRender'
import { createArticle, createAuthor } from '../support/fixtures'
import { pageDifference } from '../support/pageDifference'
import { testPayload } from '../support/payload'

/**
 * A tag's, an author's and a section's pages, and glossary terms' pages, filled in from templates
 * (decision 0026) are, to a browser, the pages Next renders: the first pages and a deep one (each
 * laid out its own way), with a tag, an author and terms whose names a template must escape.
 */
let site: Service
let siteUrl = ''
let tagPath = ''
let otherTagPath = ''
let authorPath = ''
let termPaths: string[] = []
const IDENTITY = { 'accept-encoding': 'identity' }

beforeAll(async () => {
  const payload = await testPayload()
  const stamp = Date.now()
  const author = await createAuthor(payload, {
    name: `Ada "Quotes" O'Hara & <b>Co</b> ${stamp}`,
    bio: 'Writes about $BTC </script> & more.',
  })
  const tag = (name: string) =>
    payload.create({ collection: 'tags', data: { name, slug: '', count: 0 } })
  const [everyArticle, mostArticles] = [
    await tag(`$Tag "x" & <i>y</i> ${stamp}`),
    await tag(`Most & <b>most</b> ${stamp}`),
  ]
  // Four pages of each (the fourth is the first deep one), and of the news section; the second
  // tag's fourth page has fewer cards than the first's, from the same frame.
  const articles = SECTION_PAGE_SIZE * 3 + 8
  const articleIds: string[] = []
  for (let i = 0; i < articles; i++) {
    const { id } = await createArticle(payload, author.id, {
      title: `List <b>article</b> "${i}" & $${i}`,
      articleType: 'news',
      published: true,
      publishedAt: new Date(stamp - i * 60_000).toISOString(),
      tags: i < articles - 3 ? [everyArticle.id, mostArticles.id] : [everyArticle.id],
    })
    articleIds.push(id)
  }
  const term = (data: Record<string, unknown>) =>
    payload.create({ collection: 'glossary', data: { slug: '', ...data } as never })
  const plainTerm = await term({
    term: `Plain term ${stamp}`,
    shortDefinition: 'Defined in one sentence.',
  })
  const fullTerm = await term({
    term: `Term "quoted" & <b>bold</b> ${stamp}`,
    aliases: ['$ALIAS', `<i>also</i> & "so" ${stamp}`],
    shortDefinition: 'Means </script> & "more".',
    explanation: 'First & <em>paragraph</em>.\n\nSecond "paragraph" $1.',
    relatedTerms: [plainTerm.id],
    relatedArticles: articleIds.slice(0, 2),
  })
  termPaths = [plainTerm, fullTerm].map((entry) => `/glossary/${entry.slug}`)
  tagPath = `/tags/${everyArticle.slug}`
  otherTagPath = `/tags/${mostArticles.slug}`
  authorPath = `/authors/${author.slug}`
  const sitePort = await freePort()
  site = await startSite({
    sitePort,
    cmsUrl: inject('cmsUrl'),
    dataDir: inject('dataDir'),
    quiet: true,
  })
  siteUrl = `http://127.0.0.1:${sitePort}`
}, 180_000)

afterAll(() => stopService(site))

describe('page templates of lists and glossary terms', () => {
  it("make a tag's, an author's, a section's and a glossary term's pages as Next renders them", async () => {
    const paths = [
      ...[tagPath, authorPath].flatMap((base) => [1, 2, 3, 4].map((n) => pagePath(base, n))),
      `${otherTagPath}/page/4`,
      '/news/page/4',
      ...termPaths,
    ]
    for (const path of paths) {
      // A query of its own: no answer kept by the site's caches.
      const answer = await fetch(`${siteUrl}${path}?from=template`, { headers: IDENTITY })
      const byNext = await fetch(`${siteUrl}${path}`, {
        headers: { ...IDENTITY, [RENDER_BY_NEXT]: 'next' },
      })
      expect([answer.status, byNext.status], path).toEqual([200, 200])
      expect(answer.headers.get(PAGE_SOURCE), path).toBe('template')
      expect(pageDifference(await answer.text(), await byNext.text()), path).toBeNull()
    }
  })

  it('leave to Next the pages that are not there, and the first page by its number', async () => {
    const missing = [
      `${tagPath}/page/5`,
      '/tags/no-such-tag-here',
      '/news/page/9999',
      '/glossary/no-such-term',
    ]
    for (const path of missing) {
      const answer = await fetch(`${siteUrl}${path}`, { headers: IDENTITY })
      expect(answer.status, path).toBe(404)
      expect(answer.headers.get(PAGE_SOURCE), path).toBeNull()
    }
    const first = await fetch(`${siteUrl}${authorPath}/page/1`, { redirect: 'manual' })
    expect(first.status).toBe(308)
    expect(first.headers.get('location')).toMatch(new RegExp(`${authorPath}$`))
  })
})
