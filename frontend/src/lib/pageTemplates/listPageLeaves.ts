import type { Author } from '@blockwise/shared'

import { EAGER_CARDS } from '../../components/articles/eagerCards'
import type { BylineAuthor } from '../../components/articles/AuthorAvatar'
import type { ArticleListPage } from '../cms/articles'
import type { SiteSettings } from '../cms/siteSettings'

import {
  articleCardLeaves,
  specimenAuthors,
  valuesWithDates,
  type CardLeaves,
} from './articleCardLeaves'
import { SPECIMEN_PAGES } from './specimenMark.mjs'
import { specimenOf, specimenToken, type Json } from './specimens'

/** What every page of a list of articles shows (a tag's, an author's, a section's). */
export interface ListPageContent {
  page: number
  list: ArticleListPage
  authors: Record<string, Author>
  settings: SiteSettings
}

/**
 * From this page on, a list page's links to other pages are all numbers around its own
 * (Pagination): pages before it are laid out each their own way (page 3 links page 1 by the
 * list's own address), so each is a shape of its own.
 */
export const DEEP_PAGE = 4

/**
 * A list page's own leaves: which page it is (pageKind, a literal: 1, 2, 3 or deep), its number
 * once deep, and whether an older page follows.
 */
export const listPageLeaves = ({ page, list }: ListPageContent) => ({
  pageKind: Math.min(page, DEEP_PAGE),
  page: page >= DEEP_PAGE ? page : null,
  hasNext: list.hasNext,
})

/** The numbers of the pages a deep page links to, besides its own. */
const NEIGHBOURS = { 'page-2': -2, 'page-1': -1, 'page+1': 1 }

/**
 * The values of a list page's frame, by hole: the leaves' (`frame`, with listPageLeaves among
 * them), and the numbers a deep page's links show besides its own.
 */
export function listFrameValues(frame: object, { page }: ListPageContent): Map<string, string> {
  const values = valuesWithDates(frame)
  if (page >= DEEP_PAGE) {
    for (const [name, offset] of Object.entries(NEIGHBOURS)) values.set(name, String(page + offset))
  }
  return values
}

const listCards = (content: ListPageContent): CardLeaves[] =>
  articleCardLeaves(content.list.articles, content.authors)

/**
 * A specimen of a list page shaped as `content`, with `subject` (what the list is of, as leaves:
 * a tag, an author) as a specimen too (variant 0 or 1: two specimens of one shape share no
 * value). A deep page's number is one of SPECIMEN_PAGES, in its path too (Next's state of the
 * page names the number the path has).
 */
export function listPageSpecimen<Subject extends object>(
  content: ListPageContent,
  subject: Subject,
  variant: 0 | 1,
  random: () => number = Math.random,
): { subject: Subject; content: ListPageContent } {
  const counter = { count: 0 }
  const specimen = <T>(leaves: T) =>
    specimenOf(leaves as Json, specimenToken(random), variant, counter) as unknown as T
  const cards = listCards(content).map(specimen)
  const deep = content.page >= DEEP_PAGE
  return {
    subject: specimen(subject),
    content: {
      page: deep ? SPECIMEN_PAGES[variant] : content.page,
      list: { articles: cards.map(({ card }) => card), hasNext: content.list.hasNext },
      authors: specimenAuthors(
        cards.map(({ card, author }): [string, BylineAuthor | null] => [card.authorId, author]),
      ),
      settings: content.settings,
    },
  }
}

/**
 * What the templates of every kind of list page share: the list's articles as cards, the first
 * ones eager, and the site's settings (shown on every page) keeping templates apart.
 */
export const LIST_PAGE_PARTS = {
  cards: listCards,
  eagerCards: EAGER_CARDS,
  fixed: (content: ListPageContent) => JSON.stringify(content.settings),
}
