import type { Article, ArticleSummary, Author } from '@blockwise/shared'

import { bylineAuthor, type BylineAuthor } from '@/components/articles/AuthorAvatar'
import { formatDate } from '@/components/articles/formatDate'
import {
  ISO_INSTANT,
  leafValues,
  shapeOf,
  specimenOf,
  type Json,
} from '@/lib/pageTemplates/specimens'

import type { ArticlePageContent } from './articlePageData'
import { articleBodyHtml, articleJsonLdText } from './articlePageParts'

/**
 * An article page's data as its templates see them (articleTemplate.ts): the page's frame (the
 * article and its author) and each Read More card (an article and its author), each shaped on
 * its own, so that the cards' kinds do not multiply the frame's.
 *
 * What the page shows of each: a field outside these lists would split pages into shapes for
 * nothing (a card does not show whether its article is featured). A field the page starts to
 * show must join its list, or the specimens lack it: article-templates.test.ts fails until it
 * does.
 */
const ARTICLE_FIELDS = [
  'id',
  'title',
  'seoTitle',
  'slug',
  'excerpt',
  'featuredImage',
  'featuredImageAlt',
  'featuredImageSizes',
  'featuredImageCredit',
  'aiAssisted',
  'authorId',
  'articleType',
  'tags',
  'tagSlugs',
  'readTime',
  'claps',
  'publishedAt',
  'createdAt',
  'updatedAt',
  'content',
] as const satisfies (keyof Article)[]
const CARD_FIELDS = [
  'id',
  'title',
  'slug',
  'excerpt',
  'featuredImage',
  'featuredImageAlt',
  'featuredImageSizes',
  'authorId',
  'articleType',
  'readTime',
  'claps',
  'publishedAt',
] as const satisfies (keyof ArticleSummary)[]

export interface FrameLeaves {
  article: Article
  author: BylineAuthor | null
}

export interface CardLeaves {
  card: ArticleSummary
  author: BylineAuthor | null
}

const pick = <T extends object>(value: T, fields: readonly (keyof T)[]): T =>
  Object.fromEntries(fields.map((field) => [field, value[field]])) as T

const authorOf = (content: ArticlePageContent, id: string) => {
  const author = content.authors[id]
  return author ? bylineAuthor(author)! : null
}

export const frameLeaves = (content: ArticlePageContent): FrameLeaves => ({
  article: pick(content.article, ARTICLE_FIELDS),
  author: authorOf(content, content.article.authorId),
})

export const cardLeaves = (content: ArticlePageContent): CardLeaves[] =>
  content.readMore.map((other) => ({
    card: pick(other, CARD_FIELDS),
    author: authorOf(content, other.authorId),
  }))

const asJson = (leaves: FrameLeaves | CardLeaves) => leaves as unknown as Json

/** The frame's shape: with how many cards it holds. */
export const frameShape = (frame: FrameLeaves, cards: number) =>
  `${shapeOf(asJson(frame))}/${cards}`

export const cardShape = (card: CardLeaves) => shapeOf(asJson(card))

/** Leaf values, and each instant as the page shows it. */
function valuesWithDates(leaves: FrameLeaves | CardLeaves): Map<string, string> {
  const values = leafValues(asJson(leaves))
  for (const [name, value] of values) {
    if (ISO_INSTANT.test(value)) values.set(`${name}|date`, formatDate(value))
  }
  return values
}

export const BODY = '$.article.content'
export const JSON_LD = 'jsonLd'
/** The hole standing for the Read More cards in the frame. */
export const CARDS = 'cards'
/** Holes the page writes as HTML, not as text. */
export const RAW_HOLES = new Set([BODY, JSON_LD, CARDS])

/**
 * The frame's values, by hole: its leaves, and what the page derives from them with the same
 * functions it uses (the body as shown, the JSON-LD, dates as shown).
 */
export async function frameValues(content: ArticlePageContent): Promise<Map<string, string>> {
  const values = valuesWithDates(frameLeaves(content))
  const { article, authors, settings } = content
  values.set(BODY, await articleBodyHtml(article))
  values.set(JSON_LD, articleJsonLdText(article, authors[article.authorId], settings))
  return values
}

export const cardValues = (card: CardLeaves): Map<string, string> => valuesWithDates(card)

const letters = (random: () => number) =>
  Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(random() * 26))).join('')

/**
 * A specimen page shaped as `frame` with `cards` (variant 0 or 1: two specimens of one shape
 * share no value), and its parts' leaves.
 */
export function specimenContent(
  frame: FrameLeaves,
  cards: readonly CardLeaves[],
  settings: ArticlePageContent['settings'],
  variant: 0 | 1,
  random: () => number = Math.random,
): { content: ArticlePageContent; frame: FrameLeaves; cards: CardLeaves[] } {
  const counter = { count: 0 }
  const specimen = <T extends FrameLeaves | CardLeaves>(leaves: T) =>
    specimenOf(asJson(leaves), letters(random), variant, counter) as unknown as T
  const frameSpecimen = specimen(frame)
  const cardSpecimens = cards.map(specimen)
  const authors: Record<string, Author> = {}
  const bylines: [string, BylineAuthor | null][] = [
    [frameSpecimen.article.authorId, frameSpecimen.author],
    ...cardSpecimens.map(({ card, author }): [string, BylineAuthor | null] => [
      card.authorId,
      author,
    ]),
  ]
  // The page reads no more of an author than a byline shows (bylineAuthor).
  for (const [id, author] of bylines) if (author) authors[id] = author as Author
  return {
    content: {
      article: frameSpecimen.article,
      readMore: cardSpecimens.map(({ card }) => card),
      authors,
      settings,
    },
    frame: frameSpecimen,
    cards: cardSpecimens,
  }
}
