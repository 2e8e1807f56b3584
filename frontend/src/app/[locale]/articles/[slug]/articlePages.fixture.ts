import { expect, vi } from 'vitest'

import type { Article } from '@blockwise/shared'

import { flightScript } from '../../../../compat/flightScripts'
import { filledCardedPage, type SentPage } from '../../../../lib/pageTemplates/cardedTemplates'
import { decodedPage } from '../../../../lib/pageTemplates/decodedPage'
import { escapeHtml } from '../../../../lib/pageTemplates/pageTemplate'
import { specimenPage } from '../../../../lib/pageTemplates/specimenPages'
import { SPECIMEN_MARK } from '../../../../lib/pageTemplates/specimenMark.mjs'

import type { ArticlePageContent } from './articlePageData'
import { articleTemplates } from './articlePageLeaves'
import { TEST_AUTHOR, testArticle } from './testArticle.fixture'

// For every test file that imports this fixture (vi.mock applies module-wide): the unit project has
// no `@/` alias, so the modules the templates import by it come from their files; and the page's
// body and JSON-LD are plain functions of the article (their own tests are theirs).
vi.mock(
  '@/lib/pageTemplates/articleCardLeaves',
  () => import('../../../../lib/pageTemplates/articleCardLeaves'),
)
vi.mock('@/lib/pageTemplates/specimens', () => import('../../../../lib/pageTemplates/specimens'))
vi.mock('./articlePageParts', () => ({
  articleBodyHtml: (article: Article) => Promise.resolve(`<p>${article.content}</p>`),
  articleJsonLdText: (article: Article) => JSON.stringify({ headline: article.title }),
}))

/** An article page as Next writes it, in its HTML and in its RSC payload. */
export type ArticlePageHtml = (content: ArticlePageContent) => string

/** Markup an article page writes, in its HTML and in its RSC payload. */
export interface PagePart {
  html: string
  flight: unknown[]
}

/**
 * An article page as Next writes it: `head` in its head, then its title, `body` and its Read More
 * cards, in its HTML and in its RSC payload.
 */
export function articlePageAsNextWrites(
  { article, readMore }: ArticlePageContent,
  head: PagePart,
  body: PagePart,
): string {
  const flight = JSON.stringify([
    '$',
    'html',
    null,
    {
      children: [
        ...head.flight,
        ['$', 'h1', null, { children: article.title }],
        ...body.flight,
        ...readMore.map((card) => [
          '$',
          'article',
          card.id,
          { children: ['$', 'a', null, { href: `/articles/${card.slug}`, children: card.title }] },
        ]),
      ],
    },
  ])
  return (
    `<html><head>${head.html}</head><body><h1>${escapeHtml(article.title)}</h1>${body.html}` +
    readMore
      .map((c) => `<article><a href="/articles/${c.slug}">${escapeHtml(c.title)}</a></article>`)
      .join('') +
    `${flightScript(`0:${flight}\n`)}</body></html>`
  )
}

const SETTINGS = { siteName: 'Blockwise', tagline: 'Crypto, explained.' }

/** Next's render of a specimen: the data registered at its path, as the page shows them. */
function renderer(articlePageHtml: ArticlePageHtml) {
  const rendered: string[] = []
  const render = async (path: string): Promise<SentPage> => {
    const content = await specimenPage<ArticlePageContent>(path)
    if (!content) throw new Error(`No specimen at ${path}`)
    rendered.push(path)
    return { html: articlePageHtml(content), headers: [['content-type', 'text/html']] }
  }
  return { render, rendered }
}

const page = (main: Article): ArticlePageContent => ({
  article: main,
  readMore: [testArticle(`${main.slug}-next`)],
  authors: { [TEST_AUTHOR.id]: TEST_AUTHOR },
  settings: SETTINGS,
})

/**
 * Fills each article's page from templates, expecting it to be the page Next writes for it
 * (`articlePageHtml`). Answers the filled pages by slug and the specimen paths Next rendered.
 */
export async function filledArticlePages(articles: Article[], articlePageHtml: ArticlePageHtml) {
  const { render, rendered } = renderer(articlePageHtml)
  const pages = new Map<string, string>()
  for (const main of articles) {
    const content = page(main)
    const filled = await filledCardedPage(articleTemplates, content, render)
    expect(filled, main.slug).not.toBeNull()
    const html = String(filled!.body)
    expect(html).not.toContain(SPECIMEN_MARK)
    expect(decodedPage(html)).toEqual(decodedPage(articlePageHtml(content)))
    pages.set(main.slug, html)
  }
  return { pages, rendered }
}
