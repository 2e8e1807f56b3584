import type { Article, ArticleSeo, ArticleSummary, ArticleSummaryField } from '@blockwise/shared'

import type { Article as ArticleDocument, Media, Tag } from '@/payload-types'

import { publishedNotes, type NoteSource } from './articleNotes'

/** Lists leave the body out. */
export type ListedArticle = Omit<ArticleDocument, 'content' | 'contentHtml'>

type SizeName = keyof NonNullable<Media['sizes']>

/** What a summary shows of an article's image: a stored image as Payload reads it has all of it. */
export type ImageUrls = Pick<Media, 'url' | 'alt' | 'credit'> & {
  sizes?: { [size in SizeName]?: { url?: string | null } }
}

/** What a summary is made of: an article as Payload reads it, or as the readers' read selects it. */
export type SummarySource = Pick<
  ListedArticle,
  | 'id'
  | 'title'
  | 'seoTitle'
  | 'slug'
  | 'excerpt'
  | 'articleType'
  | 'readTime'
  | 'views'
  | 'claps'
  | 'featured'
  | 'published'
  | 'status'
  | 'publishedAt'
  | 'createdAt'
  | 'updatedAt'
  | 'lastSubstantiveUpdate'
> & {
  featuredImage?: string | ImageUrls | null
  authorId: string | { id: string }
  tags?: (string | Pick<Tag, 'id' | 'name' | 'slug'>)[] | null
  generation?: { aiAssisted?: boolean | null }
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null
  return typeof value === 'string' ? value : value.id
}

function mediaPaths(
  media: SummarySource['featuredImage'],
): Pick<
  ArticleSummary,
  'featuredImage' | 'featuredImageAlt' | 'featuredImageSizes' | 'featuredImageCredit'
> {
  if (!media || typeof media === 'string')
    return {
      featuredImage: null,
      featuredImageAlt: null,
      featuredImageSizes: null,
      featuredImageCredit: null,
    }
  return {
    featuredImage: media.url ?? null,
    featuredImageAlt: media.alt,
    featuredImageCredit: media.credit ?? null,
    featuredImageSizes: {
      thumbnail: media.sizes?.thumbnail?.url ?? null,
      card: media.sizes?.card?.url ?? null,
      hero: media.sizes?.hero?.url ?? null,
    },
  }
}

const populatedTags = (article: SummarySource) =>
  (article.tags ?? []).filter((tag) => typeof tag !== 'string')

/** The contract's view of an article: flat ids, tag names, the image as URL paths. */
export function toArticleSummary(article: SummarySource): ArticleSummary {
  return {
    id: article.id,
    title: article.title,
    seoTitle: article.seoTitle ?? null,
    slug: article.slug,
    excerpt: article.excerpt,
    ...mediaPaths(article.featuredImage),
    aiAssisted: article.generation?.aiAssisted ?? false,
    authorId: idOf(article.authorId) ?? '',
    articleType: article.articleType,
    tags: populatedTags(article).map((tag) => tag.name),
    tagSlugs: populatedTags(article).map((tag) => tag.slug),
    readTime: article.readTime,
    views: article.views ?? 0,
    claps: article.claps ?? 0,
    featured: article.featured ?? false,
    published: article.published ?? false,
    status: article.status,
    publishedAt: article.publishedAt ?? null,
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    lastSubstantiveUpdate: article.lastSubstantiveUpdate ?? null,
  }
}

/** An article's SEO group as Payload reads it (its image populated), or as readers' read selects it. */
export type SeoSource = Partial<
  Pick<
    NonNullable<ArticleDocument['seo']>,
    'description' | 'socialTitle' | 'canonicalUrl' | 'noindex'
  >
> & { socialImage?: string | Pick<Media, 'url'> | null }

/** The contract's `seo`: empty texts as null, the image as its URL path. */
function toArticleSeo(seo: SeoSource | null | undefined): ArticleSeo {
  const image = seo?.socialImage
  return {
    description: seo?.description || null,
    socialTitle: seo?.socialTitle || null,
    socialImage: image && typeof image === 'object' ? (image.url ?? null) : null,
    canonicalUrl: seo?.canonicalUrl || null,
    noindex: seo?.noindex ?? false,
  }
}

/** The contract's view of an article with its HTML body; glossary links are on unless turned off. */
export function toArticle(
  article: SummarySource & {
    glossaryLinks?: boolean | null
    seo?: SeoSource | null
    corrections?: readonly NoteSource[] | null
  },
  content: string,
): Article {
  return {
    ...toArticleSummary(article),
    content,
    glossaryLinks: article.glossaryLinks ?? true,
    corrections: publishedNotes(article.corrections),
    seo: toArticleSeo(article.seo),
  }
}

/** The summary reduced to `fields` (a list's `fields` parameter), or whole without one. */
export function projectSummary(
  summary: ArticleSummary,
  fields: readonly ArticleSummaryField[] | undefined,
): Partial<ArticleSummary> {
  if (!fields) return summary
  return Object.fromEntries(fields.map((field) => [field, summary[field]]))
}
