import { describe, expect, it, vi } from 'vitest'

import { articleSummarySchema, type ArticleSummary, type Author, type Tag } from '@blockwise/shared'

import { flightScript } from '../compat/flightScripts'
import { TEST_AUTHOR, testArticle } from '../app/[locale]/articles/[slug]/testArticle.fixture'
import { authorTemplates } from '../app/[locale]/authors/[slug]/authorPages'
import { tagTemplates } from '../app/[locale]/tags/[slug]/tagPages'

import type { ArchivePageContent } from './archivePage'
import {
  filledCardedPage,
  type CardedPageKind,
  type SentPage,
} from './pageTemplates/cardedTemplates'
import { decodedPage } from './pageTemplates/decodedPage'
import { escapeHtml } from './pageTemplates/pageTemplate'
import { specimenPage } from './pageTemplates/specimenPages'
import { SPECIMEN_MARK } from './pageTemplates/specimenMark.mjs'
import { archiveFeedLink, FEED_TYPE } from './seo/feedLinks'

// The unit project has no `@/` alias: the modules the templates import by it, from their files,
// and the CMS's reads, which no template makes.
vi.mock('@/env', () => ({ siteUrl: () => 'https://blockwise.test' }))
vi.mock('@/lib/paging', () => import('./paging'))
vi.mock('@/lib/archiveTemplates', () => import('./archiveTemplates'))
vi.mock('@/lib/pageTemplates/listPageLeaves', () => import('./pageTemplates/listPageLeaves'))
vi.mock('@/lib/pageTemplates/articleCardLeaves', () => import('./pageTemplates/articleCardLeaves'))
vi.mock('@/components/articles/archiveJsonLd', () => import('../components/articles/archiveJsonLd'))
vi.mock(
  '@/components/articles/collectionJsonLd',
  () => import('../components/articles/collectionJsonLd'),
)
vi.mock('@/lib/cms/tags', () => ({ getTag: vi.fn() }))
vi.mock('@/lib/cms/authors', () => ({ getAuthorBySlug: vi.fn() }))

const ORIGIN = 'https://blockwise.test'
const SETTINGS = { siteName: 'Blockwise', tagline: 'Crypto, explained.' }

type Subject = { name: string; slug: string }

/**
 * A page of an archive as the page renders its feed links, its heading and its cards: the head's
 * `<link rel="alternate">` and the visible link, in its HTML and in its RSC payload.
 */
function archivePageHtml(content: ArchivePageContent<Subject>): string {
  const feed = archiveFeedLink(content)
  const feedUrl = `${ORIGIN}${feed.href}`
  const articles = content.list.articles
  const flight = JSON.stringify([
    '$',
    'main',
    null,
    {
      children: [
        [
          '$',
          'link',
          null,
          { rel: 'alternate', type: FEED_TYPE, title: feed.title, href: feedUrl },
        ],
        ['$', 'h1', null, { children: content.subject.name }],
        ['$', 'a', null, { href: feed.href, type: FEED_TYPE, children: 'RSS feed' }],
        ...articles.map((article) => [
          '$',
          'article',
          article.id,
          {
            children: [
              '$',
              'a',
              null,
              { href: `/articles/${article.slug}`, children: article.title },
            ],
          },
        ]),
      ],
    },
  ])
  return (
    `<html><head><link rel="alternate" type="${FEED_TYPE}" title="${escapeHtml(feed.title)}" ` +
    `href="${escapeHtml(feedUrl)}"/></head><body><main><h1>${escapeHtml(content.subject.name)}</h1>` +
    `<a href="${escapeHtml(feed.href)}" type="${FEED_TYPE}">RSS feed</a>` +
    articles
      .map((a) => `<article><a href="/articles/${a.slug}">${escapeHtml(a.title)}</a></article>`)
      .join('') +
    `</main>${flightScript(`0:${flight}\n`)}</body></html>`
  )
}

/** Next's render of a specimen: the data registered at its path, as the page shows them. */
function renderer() {
  const rendered: string[] = []
  const render = async (path: string): Promise<SentPage> => {
    const content = await specimenPage<ArchivePageContent<Subject>>(path)
    if (!content) throw new Error(`No specimen at ${path}`)
    rendered.push(path)
    return { html: archivePageHtml(content), headers: [['content-type', 'text/html']] }
  }
  return { render, rendered }
}

/** A published article's summary, as archives list it. */
const article = (slug: string, title: string): ArticleSummary =>
  articleSummarySchema.parse(testArticle(slug, {}, { title, excerpt: `About ${title}.` }))

const tag = (slug: string, name: string): Tag => ({
  id: `tag-${slug}`,
  name,
  slug,
  description: null,
  count: 2,
  updatedAt: '2026-11-19T08:00:00.000Z',
})

const author = (slug: string, name: string): Author => ({
  ...TEST_AUTHOR,
  id: `author-${slug}`,
  name,
  slug,
  bio: `${name} writes.`,
  initials: 'AB',
})

/** Page `page` of `subject`'s archive under `kind`, with two articles of its own. */
function archivePage<S extends Subject>(kind: string, subject: S, page: number) {
  return {
    subject,
    page,
    basePath: `/${kind}/${subject.slug}`,
    list: {
      articles: [
        article(`${subject.slug}-${page}-first`, `First of ${subject.name}`),
        article(`${subject.slug}-${page}-second`, `Second of ${subject.name}`),
      ],
      hasNext: false,
    },
    authors: {},
    settings: SETTINGS,
  } satisfies ArchivePageContent<S>
}

/**
 * Fills pages of each of `subjects` (two, each with a page one and a page two) from `templates`,
 * and expects each to link its own subject's feed, in the head and as a plain link, and nothing
 * of the specimens the templates were made from.
 */
async function expectEachLinksItsOwnFeed<S extends Subject>(
  kind: string,
  templates: CardedPageKind<ArchivePageContent<S>>,
  subjects: readonly S[],
) {
  const { render, rendered } = renderer()
  for (const subject of subjects) {
    for (const page of [1, 2]) {
      const content = archivePage(kind, subject, page)
      const filled = await filledCardedPage(templates, content, render)
      expect(filled, `${subject.slug} page ${page}`).not.toBeNull()
      const html = String(filled!.body)
      const feedHref = `/${kind}/${subject.slug}/rss.xml`
      const title = escapeHtml(`Blockwise: ${subject.name}`)
      expect(html).toContain(
        `<link rel="alternate" type="${FEED_TYPE}" title="${title}" href="${ORIGIN}${feedHref}"/>`,
      )
      expect(html).toContain(`<a href="${feedHref}" type="${FEED_TYPE}">RSS feed</a>`)
      expect(html).not.toContain(SPECIMEN_MARK)
      expect(decodedPage(html)).toEqual(decodedPage(archivePageHtml(content)))
    }
  }
  // Two specimens for each shape (page one, page two); every later page came from their templates.
  expect(rendered).toHaveLength(4)
  expect(rendered.every((path) => path.startsWith(`/${kind}/${SPECIMEN_MARK}`))).toBe(true)
}

describe("an archive's pages filled from templates link their own subject's feed", () => {
  it("a tag's pages link that tag's feed, not the specimen's", () =>
    expectEachLinksItsOwnFeed('tags', tagTemplates, [
      tag('bitcoin', 'Bitcoin & "sats"'),
      tag('ethereum', 'Ethereum <L1>'),
    ]))

  it("an author's pages link that author's feed, not the specimen's", () =>
    expectEachLinksItsOwnFeed('authors', authorTemplates, [
      author('maya-chen', "Maya O'Chen"),
      author('raj-patel', 'Raj & Patel'),
    ]))
})
