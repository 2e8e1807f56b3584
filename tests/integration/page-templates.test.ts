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
 * A tag's, an author's and a section's pages, glossary terms' pages and search results, filled in
 * from templates (decision 0026) are, to a browser, the pages Next renders: the first pages and a
 * deep one (each laid out its own way), with a tag, an author, terms and words typed whose text a
 * template must escape.
 */
let site: Service
let siteUrl = ''
let tagPath = ''
let otherTagPath = ''
let authorPath = ''
let termPaths: string[] = []
/** In the list articles' excerpts and no other article's. */
const WORD = `qv${Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`
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
      excerpt: `About <i>${WORD}</i> & "${i}" for $${i}.`,
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

/** Each page (the reader's asked with `readerQuery`) filled from templates, as Next renders it. */
async function expectFilledAsNext(paths: readonly string[], readerQuery = '') {
  for (const path of paths) {
    const answer = await fetch(`${siteUrl}${path}${readerQuery}`, { headers: IDENTITY })
    const byNext = await fetch(`${siteUrl}${path}`, {
      headers: { ...IDENTITY, [RENDER_BY_NEXT]: 'next' },
    })
    expect([answer.status, byNext.status], path).toEqual([200, 200])
    expect(answer.headers.get(PAGE_SOURCE), path).toBe('template')
    expect(pageDifference(await answer.text(), await byNext.text()), path).toBeNull()
  }
}

describe('page templates of lists and glossary terms', () => {
  it("make a tag's, an author's, a section's and a glossary term's pages as Next renders them", async () => {
    const paths = [
      ...[tagPath, authorPath].flatMap((base) => [1, 2, 3, 4].map((n) => pagePath(base, n))),
      `${otherTagPath}/page/4`,
      '/news/page/4',
      ...termPaths,
    ]
    // A query of its own: no answer kept by the site's caches.
    await expectFilledAsNext(paths, '?from=template')
  })

  it('make search results pages as Next renders them, whatever the words typed', async () => {
    const searches: Record<string, string>[] = [
      { q: WORD },
      { q: WORD, type: 'news' },
      { q: `${WORD} -"<b>zz</b>" & -$qq` },
      { q: `${WORD} ${'-lorem -ipsum -dolor '.repeat(5)}` },
      // Like the word, no article's: titles like it are offered.
      { q: `${WORD}zz` },
      { q: `${WORD}zz -qq -ww` },
    ]
    const paths = searches.map((search) => `/search?${new URLSearchParams(search)}`)
    const first = await (await fetch(`${siteUrl}${paths[0]}`, { headers: IDENTITY })).text()
    const next = /<a[^>]*rel="next"[^>]*>/.exec(first)?.[0].match(/href="([^"]+)"/)?.[1]
    expect(next).toBeDefined()
    paths.push(next!.replaceAll('&amp;', '&'))
    await expectFilledAsNext(paths)
  })

  it('leave to Next the pages that are not there, the first page by its number, and searches written otherwise', async () => {
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
    // A query a template would write otherwise (Next's state of the page holds it as it came),
    // and no words at all.
    for (const path of [`/search?from=x&q=${WORD}`, `/search?q=${WORD}&q=other`, '/search?q=+']) {
      const answer = await fetch(`${siteUrl}${path}`, { headers: IDENTITY })
      expect(answer.status, path).toBe(200)
      expect(answer.headers.get(PAGE_SOURCE), path).toBeNull()
    }
    const first = await fetch(`${siteUrl}${authorPath}/page/1`, { redirect: 'manual' })
    expect(first.status).toBe(308)
    expect(first.headers.get('location')).toMatch(new RegExp(`${authorPath}$`))
  })
})
