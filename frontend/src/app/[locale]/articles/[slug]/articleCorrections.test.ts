import { createElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { ARTICLE_NOTE_LABELS, type Article, type ArticleNote } from '@blockwise/shared'

import { ArticleCorrections } from '../../../../components/articles/ArticleCorrections'
import { UpdatedDate } from '../../../../components/articles/UpdatedDate'
import { formatDate } from '../../../../components/articles/formatDate'

import type { ArticlePageContent } from './articlePageData'
import { articlePageAsNextWrites, filledArticlePages } from './articlePages.fixture'
import { testArticle } from './testArticle.fixture'

// Outside Next's router a Link is the anchor it writes.
vi.mock('next/link', () => ({
  default: ({ href, children }: { href: string; children: ReactNode }) =>
    createElement('a', { href }, children),
}))

/** The parts of an article page its notes show in, as the page's components write them. */
function notedParts(article: Article): string {
  return (
    `<div class="byline"><time dateTime="${article.publishedAt}">published</time>` +
    renderToStaticMarkup(createElement(UpdatedDate, { at: article.lastSubstantiveUpdate })) +
    `</div><p>${article.content}</p>` +
    renderToStaticMarkup(createElement(ArticleCorrections, { notes: article.corrections }))
  )
}

/** The same parts in the page's RSC payload, which carries texts and dates as they are. */
function notedFlight(article: Article): unknown[] {
  const time = (at: string) => ['$', 'time', null, { dateTime: at, children: formatDate(at) }]
  const updated = article.lastSubstantiveUpdate
  return [
    ['$', 'time', null, { dateTime: article.publishedAt, children: 'published' }],
    ...(updated ? [['$', 'span', null, { children: ['Updated ', time(updated)] }]] : []),
    ...article.corrections.map((note, index) => [
      '$',
      'li',
      String(index),
      {
        children: [
          ['$', 'strong', null, { children: ARTICLE_NOTE_LABELS[note.kind] }],
          time(note.date),
          ['$', 'p', null, { children: note.text }],
        ],
      },
    ]),
  ]
}

/** An article page as Next writes it: its title, the parts its notes show in and its Read More cards. */
const articlePageHtml = (content: ArticlePageContent): string =>
  articlePageAsNextWrites(
    content,
    { html: '', flight: [] },
    { html: notedParts(content.article), flight: notedFlight(content.article) },
  )

const note = (kind: ArticleNote['kind'], text: string, date: string): ArticleNote => ({
  kind,
  text,
  date,
})

/** A published article with `corrections`, "Updated" at the last one's date. */
const article = (slug: string, corrections: ArticleNote[]): Article =>
  testArticle(slug, {}, { corrections, lastSubstantiveUpdate: corrections.at(-1)?.date ?? null })

/** Fills each article's page from templates, expecting it to be the page Next writes for it. */
const filledPages = (articles: Article[]) => filledArticlePages(articles, articlePageHtml)

/** The notes a page lists, as readers read them. */
function listedNotes(html: string): string[] {
  const section = /<section[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? ''
  return [...section.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map(([, item]) =>
    item!
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  )
}

const fee = note('correction', 'The fee is 0.2%, not 2%.', '2026-11-20T09:00:00.000Z')
const vote = note('update', 'The vote passed & the fund reopened.', '2026-11-22T09:00:00.000Z')
const name = note('correction', 'Spelled the founder’s name right.', '2026-12-01T09:00:00.000Z')

describe('article pages filled from templates show their own corrections and updates', () => {
  it('list each article’s own notes, oldest first, and none for an article without', async () => {
    const { pages, rendered } = await filledPages([
      article('three-notes', [fee, vote, name]),
      article('no-notes', []),
      article('three-other-notes', [
        note('correction', 'Trading resumed on Monday.', '2026-11-25T10:00:00.000Z'),
        note('update', 'The exchange paid out <all> claims.', '2026-11-26T10:00:00.000Z'),
        note('correction', 'The CEO is Ana, not Ann.', '2026-11-27T10:00:00.000Z'),
      ]),
      article('no-notes-either', []),
    ])
    expect(listedNotes(pages.get('three-notes')!)).toEqual([
      'Correction 20 Nov 2026 The fee is 0.2%, not 2%.',
      'Update 22 Nov 2026 The vote passed &amp; the fund reopened.',
      'Correction 1 Dec 2026 Spelled the founder’s name right.',
    ])
    expect(listedNotes(pages.get('three-other-notes')!)).toEqual([
      'Correction 25 Nov 2026 Trading resumed on Monday.',
      'Update 26 Nov 2026 The exchange paid out &lt;all&gt; claims.',
      'Correction 27 Nov 2026 The CEO is Ana, not Ann.',
    ])
    for (const slug of ['no-notes', 'no-notes-either']) {
      expect(pages.get(slug)).not.toContain('Corrections and updates')
      expect(pages.get(slug)).not.toContain('Updated')
    }
    // Two specimens for each of the two shapes; the later pages came from their templates.
    expect(rendered).toHaveLength(4)
  })

  it('date "Updated" by each article’s own last note, next to its published date', async () => {
    const { pages } = await filledPages([
      article('corrected-once', [fee]),
      article('corrected-later', [name]),
    ])
    expect(pages.get('corrected-once')).toContain(
      '<span>Updated <time dateTime="2026-11-20T09:00:00.000Z">20 Nov 2026</time></span>',
    )
    expect(pages.get('corrected-later')).toContain(
      '<span>Updated <time dateTime="2026-12-01T09:00:00.000Z">1 Dec 2026</time></span>',
    )
    expect(pages.get('corrected-later')).toContain('href="/corrections-policy"')
  })

  it('label each note by its own kind', async () => {
    const { pages } = await filledPages([
      article('one-correction', [fee]),
      article('one-update', [vote]),
      article('another-update', [note('update', 'Markets reopened.', '2026-11-23T09:00:00.000Z')]),
    ])
    expect(listedNotes(pages.get('one-correction')!)).toEqual([
      'Correction 20 Nov 2026 The fee is 0.2%, not 2%.',
    ])
    expect(listedNotes(pages.get('one-update')!)).toEqual([
      'Update 22 Nov 2026 The vote passed &amp; the fund reopened.',
    ])
    expect(listedNotes(pages.get('another-update')!)).toEqual([
      'Update 23 Nov 2026 Markets reopened.',
    ])
  })
})
