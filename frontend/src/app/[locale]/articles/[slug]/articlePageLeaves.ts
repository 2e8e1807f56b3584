import type { Article } from '@blockwise/shared'

import type { BylineAuthor } from '@/components/articles/AuthorAvatar'
import {
  articleCardLeaves,
  bylineOf,
  pick,
  specimenAuthors,
  valuesWithDates,
  type CardLeaves,
} from '@/lib/pageTemplates/articleCardLeaves'
import type { CardedPageKind } from '@/lib/pageTemplates/cardedTemplates'
import { specimenOf, specimenToken, type Json } from '@/lib/pageTemplates/specimens'

import type { ArticlePageContent } from './articlePageData'
import { articleBodyHtml, articleJsonLdText } from './articlePageParts'

/**
 * An article page's data as its templates see them (cardedTemplates.ts): the page's frame (the
 * article and its author) and each Read More card (articleCardLeaves.ts).
 *
 * What the page shows of its article: a field outside this list would split pages into shapes for
 * nothing. A field the page starts to show must join it, or the specimens lack it:
 * article-templates.test.ts fails until it does.
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
  'publishedAt',
  'createdAt',
  'updatedAt',
  'lastSubstantiveUpdate',
  'corrections',
  'content',
  'seo',
] as const satisfies (keyof Article)[]

interface FrameLeaves {
  article: Article
  author: BylineAuthor | null
}

/**
 * The page's head shows the article's SEO texts, canonical URL and noindex (articleMetadata.ts),
 * not its social image: the og-image's address is the article's whatever the image.
 */
const frameLeaves = (content: ArticlePageContent): FrameLeaves => ({
  article: {
    ...pick(content.article, ARTICLE_FIELDS),
    seo: { ...content.article.seo, socialImage: null },
  },
  author: bylineOf(content.authors, content.article.authorId),
})

const cardLeaves = (content: ArticlePageContent): CardLeaves[] =>
  articleCardLeaves(content.readMore, content.authors)

const BODY = '$.article.content'
const JSON_LD = 'jsonLd'

/** The body as the page shows it, worked out once for each article read. */
const bodies = new WeakMap<Article, Promise<string>>()

export function shownBody(article: Article): Promise<string> {
  let body = bodies.get(article)
  if (!body) bodies.set(article, (body = articleBodyHtml(article)))
  return body
}

/**
 * The frame's values, by hole: its leaves, and what the page derives from them with the same
 * functions it uses (the body as shown, the JSON-LD, dates as shown).
 */
async function frameValues(content: ArticlePageContent): Promise<Map<string, string>> {
  const values = valuesWithDates(frameLeaves(content))
  const { article, authors, settings } = content
  values.set(BODY, await shownBody(article))
  values.set(JSON_LD, articleJsonLdText(article, authors[article.authorId], settings))
  return values
}

/**
 * A specimen page shaped as `content` (variant 0 or 1: two specimens of one shape share no
 * value).
 */
function specimenContent(
  content: ArticlePageContent,
  variant: 0 | 1,
  random: () => number = Math.random,
): ArticlePageContent {
  const counter = { count: 0 }
  const specimen = <T extends FrameLeaves | CardLeaves>(leaves: T) =>
    specimenOf(leaves as unknown as Json, specimenToken(random), variant, counter) as unknown as T
  const frame = specimen(frameLeaves(content))
  const cards = cardLeaves(content).map(specimen)
  return {
    article: frame.article,
    readMore: cards.map(({ card }) => card),
    authors: specimenAuthors([
      [frame.article.authorId, frame.author],
      ...cards.map(({ card, author }): [string, BylineAuthor | null] => [card.authorId, author]),
    ]),
    settings: content.settings,
  }
}

/** Article pages as templates make them: the article, and its Read More as cards. */
export const articleTemplates: CardedPageKind<ArticlePageContent> = {
  name: 'article',
  frameLeaves,
  cards: cardLeaves,
  eagerCards: 0,
  frameValues,
  rawHoles: new Set([BODY, JSON_LD]),
  specimen: (content, variant) => {
    const specimen = specimenContent(content, variant)
    return { content: specimen, path: `/articles/${specimen.article.slug}` }
  },
  fixed: (content) => JSON.stringify(content.settings),
}
