import { ARTICLE_CARD_FIELDS, type ArticleCardSummary, type Author } from '@blockwise/shared'

import { bylineAuthor, type BylineAuthor } from '../../components/articles/AuthorAvatar'
import { formatDate } from '../../components/articles/formatDate'

import { ISO_INSTANT, leafValues, shapeOf, type Json } from './specimens'

/**
 * An article card's data as a template sees them (cardedTemplates.ts): what an ArticleCard shows
 * of its article (ARTICLE_CARD_FIELDS) and of its author's byline. A field outside them would
 * split cards into shapes for nothing (a card does not show whether its article is featured); a
 * field a card starts to show must join them, or the specimens lack it and the templates' check
 * fails (article-templates.test.ts).
 */
export interface CardLeaves {
  card: ArticleCardSummary
  author: BylineAuthor | null
}

export const pick = <T extends object>(value: T, fields: readonly (keyof T)[]): T =>
  Object.fromEntries(fields.map((field) => [field, value[field]])) as T

export const bylineOf = (authors: Record<string, Author>, id: string): BylineAuthor | null =>
  bylineAuthor(authors[id]) ?? null

/** The cards' leaves of `articles`, with their authors' bylines. */
export const articleCardLeaves = (
  articles: readonly ArticleCardSummary[],
  authors: Record<string, Author>,
): CardLeaves[] =>
  articles.map((article) => ({
    card: pick(article, ARTICLE_CARD_FIELDS),
    author: bylineOf(authors, article.authorId),
  }))

/** A card's shape: which cards one fragment template makes. */
export const cardShape = (card: object) => shapeOf(card as Json)

/** Leaf values of `leaves`, and each instant also as a page shows it. */
export function valuesWithDates(leaves: object): Map<string, string> {
  const values = leafValues(leaves as Json)
  for (const [name, value] of values) {
    if (ISO_INSTANT.test(value)) values.set(`${name}|date`, formatDate(value))
  }
  return values
}

/**
 * The authors a specimen page reads: of each part's specimen, the byline its leaves hold under
 * the author id they name (a page reads no more of an author than a byline shows).
 */
export function specimenAuthors(
  bylines: readonly [string, BylineAuthor | null][],
): Record<string, Author> {
  const authors: Record<string, Author> = {}
  for (const [id, author] of bylines) if (author) authors[id] = author as Author
  return authors
}
