import '../zodInBrowsers'
import { z } from 'zod'

import { articleNoteSchema } from './corrections'
import { dateTimeString } from './dateTime'

import {
  ARTICLE_LIST_MAX,
  ARTICLE_PAGE_MAX,
  ARTICLE_STATUSES,
  ARTICLE_TYPES,
  CLAP_COUNTS_MAX_SLUGS,
  RELATED_ARTICLES_MAX,
  READ_MORE_COUNT,
} from '../constants'
import { hasControlCharacters, isSlug } from '../text'

/**
 * The shapes of the documented /api contract (docs/product.md#calls). The CMS answers with them, the site parses
 * with them, and /api/openapi.json is generated from them; `.meta({ id })` names OpenAPI components.
 */

export const errorBodySchema = z.object({ error: z.string() }).meta({
  id: 'Error',
  description: 'Every failure of the contract: a 4xx (or 5xx) with one message.',
})

export const messageBodySchema = z.object({ message: z.string() }).meta({ id: 'Message' })

/** Responsive WebP variants of a featured image, as URL paths on the site's origin. */
export const imageSizesSchema = z
  .object({
    thumbnail: z.string().nullable(),
    card: z.string().nullable(),
    hero: z.string().nullable(),
  })
  .meta({ id: 'ImageSizes' })

/** An article as GET /api/articles lists it (docs/product.md#entities fields; `content` is left out of lists). */
export const articleSummarySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    seoTitle: z.string().nullable(),
    slug: z.string(),
    excerpt: z.string(),
    featuredImage: z.string().nullable().meta({ description: 'URL path of the original image' }),
    featuredImageAlt: z
      .string()
      .nullable()
      // An answer cached before this field existed still parses.
      .default(null)
      .meta({ description: 'What the featured image shows, for readers who cannot see it' }),
    featuredImageSizes: imageSizesSchema.nullable(),
    featuredImageCredit: z
      .string()
      .nullable()
      .meta({ description: 'Who made the image, e.g. "AI illustration"' }),
    aiAssisted: z
      .boolean()
      .meta({ description: 'Written and illustrated by the AI pipeline, then checked by editors' }),
    authorId: z.string(),
    articleType: z.enum(ARTICLE_TYPES),
    tags: z.array(z.string()).meta({ description: 'Tag names' }),
    tagSlugs: z
      .array(z.string())
      // An answer cached before this field existed still parses.
      .default([])
      .meta({ description: 'The tags’ slugs, in the same order as `tags`' }),
    readTime: z.number().int().meta({ description: 'Minutes' }),
    views: z.number().int(),
    claps: z.number().int(),
    featured: z.boolean(),
    published: z.boolean(),
    status: z.enum(ARTICLE_STATUSES),
    publishedAt: dateTimeString().nullable(),
    createdAt: dateTimeString(),
    updatedAt: dateTimeString(),
    lastSubstantiveUpdate: dateTimeString()
      .nullable()
      // An answer cached before this field existed still parses.
      .default(null)
      .meta({
        description:
          'When the published article last changed for readers: its latest correction or update note, or a change of its text not marked a minor fix; null when it has not changed since it was published',
      }),
  })
  .meta({ id: 'ArticleSummary' })
export type ArticleSummary = z.infer<typeof articleSummarySchema>

export const articleListSchema = z.array(articleSummarySchema)

/** What an article card shows of its article: the summary a list of cards asks for (`fields`). */
const ARTICLE_CARD_MASK = {
  id: true,
  title: true,
  slug: true,
  excerpt: true,
  featuredImage: true,
  featuredImageAlt: true,
  featuredImageSizes: true,
  authorId: true,
  articleType: true,
  readTime: true,
  publishedAt: true,
} as const
export const ARTICLE_CARD_FIELDS = Object.keys(
  ARTICLE_CARD_MASK,
) as (keyof typeof ARTICLE_CARD_MASK)[]
const articleCardSchema = articleSummarySchema.pick(ARTICLE_CARD_MASK)
export type ArticleCardSummary = z.infer<typeof articleCardSchema>
export const articleCardListSchema = z.array(articleCardSchema)

/** An article's own search and social texts; null (false) where the site uses its defaults. */
const articleSeoSchema = z
  .object({
    description: z.string().nullable().meta({
      description:
        'The meta description; the site describes the article by its excerpt without one',
    }),
    socialTitle: z.string().nullable().meta({
      description:
        'The title of social cards; the site uses the SEO title (or the title) without one',
    }),
    socialImage: z.string().nullable().meta({
      description:
        'URL path of the original image social cards show, cropped to 1200×630 by the og-image',
    }),
    canonicalUrl: z.string().nullable().meta({
      description: 'Absolute https address of the original of a syndicated article',
    }),
    noindex: z.boolean().meta({
      description: 'Search engines are asked not to index the article, and it leaves the sitemap',
    }),
  })
  .meta({ id: 'ArticleSeo' })
export type ArticleSeo = z.infer<typeof articleSeoSchema>

/** What an article without SEO fields of its own (or an answer cached before them) has. */
const DEFAULT_ARTICLE_SEO: ArticleSeo = {
  description: null,
  socialTitle: null,
  socialImage: null,
  canonicalUrl: null,
  noindex: false,
}

/** One article with its body as sanitised HTML (GET /api/articles/{slug}). */
export const articleSchema = articleSummarySchema
  .extend({
    content: z.string().meta({ description: 'Sanitised HTML' }),
    glossaryLinks: z
      .boolean()
      // An answer cached before this field existed still parses.
      .default(true)
      .meta({
        description:
          'Whether the site turns the first mention of each glossary term in the body into its definition',
      }),
    corrections: z
      .array(articleNoteSchema)
      // An answer cached before this field existed still parses.
      .default([])
      .meta({
        description: 'The correction and update notes of the published article, oldest first',
      }),
    // An answer cached before this field existed still parses.
    seo: articleSeoSchema.default(() => ({ ...DEFAULT_ARTICLE_SEO })),
  })
  .meta({ id: 'Article' })
export type Article = z.infer<typeof articleSchema>

/** An article as its page shows it to readers: the published article and what to read next. */
export const articleReadingSchema = z
  .object({
    article: articleSchema,
    readMore: articleListSchema.meta({
      description: `Up to ${READ_MORE_COUNT} of the latest published articles other than this one, newest first`,
    }),
  })
  .meta({ id: 'ArticleReading' })
export type ArticleReading = z.infer<typeof articleReadingSchema>

const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true')

/** An ISO 8601 date-time with a zone (`Z` or an offset), as the canonical UTC string. */
export const instantParam = z.iso
  .datetime({ offset: true, error: 'Expected an ISO 8601 date-time, e.g. 2024-03-01T09:00:00Z' })
  .transform((value) => new Date(value).toISOString())

export const ARTICLE_SUMMARY_FIELDS = articleSummarySchema.keyof().options
export type ArticleSummaryField = (typeof ARTICLE_SUMMARY_FIELDS)[number]

const isSummaryField = (name: string): name is ArticleSummaryField =>
  (ARTICLE_SUMMARY_FIELDS as readonly string[]).includes(name)

/**
 * `fields=id,title`: the ArticleSummary properties to answer with, in the schema's order whatever
 * the order asked (so equal projections are equal answers, and share a cache entry).
 */
const fieldsParam = z.string().transform((value, context) => {
  const names = value.split(',').map((name) => name.trim())
  const unknown = names.find((name) => !isSummaryField(name))
  if (unknown === undefined) return ARTICLE_SUMMARY_FIELDS.filter((field) => names.includes(field))
  context.addIssue({
    code: 'custom',
    message:
      unknown === ''
        ? 'fields must list ArticleSummary properties separated by commas, with none empty'
        : `"${unknown}" is not an ArticleSummary property (${ARTICLE_SUMMARY_FIELDS.join(', ')})`,
  })
  return z.NEVER
})

/** The orders of GET /api/articles: a property, newest first when it starts with `-`. */
const ARTICLE_SORTS = ['-publishedAt', 'publishedAt', '-updatedAt', 'updatedAt'] as const
export type ArticleSort = (typeof ARTICLE_SORTS)[number]

/** `total=true`: the number of items the whole list holds, in a Total-Count header. */
export const totalParam = booleanParam.optional().meta({
  description:
    'With `true`, the answer carries `Total-Count`: how many items the whole list holds (every page together)',
})

/** Query of GET /api/articles; an unknown parameter is an error rather than silently ignored. */
export const articleListQuerySchema = z
  .strictObject({
    published: booleanParam.optional(),
    featured: booleanParam.optional(),
    articleType: z.enum(ARTICLE_TYPES).optional(),
    limit: z.coerce.number().int().min(1).max(ARTICLE_LIST_MAX).optional(),
    cursor: z.string().optional().meta({
      description: 'The previous answer’s X-Next-Cursor (opaque, at most 512 characters)',
    }),
    page: z.coerce.number().int().min(1).max(ARTICLE_PAGE_MAX).optional(),
    tag: z.string().optional().meta({ description: 'A tag slug' }),
    author: z.string().optional().meta({ description: 'An author slug' }),
    since: instantParam.optional().meta({
      description: 'Only articles published at or after this instant (ISO 8601 date-time)',
    }),
    until: instantParam.optional().meta({
      description: 'Only articles published before this instant (ISO 8601 date-time)',
    }),
    fields: fieldsParam.optional().meta({
      description:
        'Comma-separated ArticleSummary properties to answer with (e.g. `id,slug,title`); each article is the full summary reduced to them',
    }),
    sort: z.enum(ARTICLE_SORTS).optional().meta({
      description:
        'The order: `-publishedAt` (the default, newest first), `publishedAt`, `-updatedAt` or `updatedAt`; ties by createdAt, then id, in the same direction',
    }),
    updatedSince: instantParam.optional().meta({
      description: 'Only articles updated at or after this instant (ISO 8601 date-time)',
    }),
    total: totalParam,
  })
  .refine((query) => query.cursor === undefined || query.page === undefined, {
    message: 'Use either cursor or page, not both',
  })
  .refine(
    (query) => query.since === undefined || query.until === undefined || query.since < query.until,
    { message: 'since must be before until' },
  )
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>

export const authorSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    bio: z.string().nullable(),
    email: z.string().optional().meta({ description: 'Only for editors and admins' }),
    avatar: z.string().nullable(),
    initials: z.string(),
    color: z.string(),
    age: z.number().int().nullable(),
    writingStyle: z.string().nullable(),
    paragraphStyle: z.string().nullable(),
    originCountry: z.string().nullable(),
    politicalViewpoint: z.string().nullable(),
    nativeLanguage: z.string().nullable(),
    senseOfHumor: z.string().nullable(),
    englishProficiency: z.string().nullable(),
    createdAt: dateTimeString(),
    updatedAt: dateTimeString(),
  })
  .meta({ id: 'Author' })
export type Author = z.infer<typeof authorSchema>

export const authorListSchema = z.array(authorSchema)

export const relatedArticlesQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(RELATED_ARTICLES_MAX).default(READ_MORE_COUNT),
})

export const tagSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    count: z.number().int().meta({ description: 'Published articles carrying the tag' }),
    updatedAt: dateTimeString(),
  })
  .meta({ id: 'Tag' })
export type Tag = z.infer<typeof tagSchema>

export const tagListSchema = z.array(tagSchema)

export const sitemapSchema = z
  .object({
    articles: z.number().int().meta({ description: 'Published articles' }),
    chunkSize: z.number().int(),
    chunks: z.number().int().meta({ description: 'ceil(articles / chunkSize); 0 when none' }),
  })
  .meta({ id: 'Sitemap' })
export type Sitemap = z.infer<typeof sitemapSchema>

/** One line of GET /api/sitemap/articles/{n} (application/x-ndjson). */
export const sitemapArticleSchema = z
  .object({ slug: z.string(), updatedAt: dateTimeString(), publishedAt: dateTimeString() })
  .meta({ id: 'SitemapArticle' })
export type SitemapArticle = z.infer<typeof sitemapArticleSchema>

export const clapsSchema = z.object({ claps: z.number().int() }).meta({ id: 'Claps' })
export const viewsSchema = z.object({ views: z.number().int() }).meta({ id: 'Views' })

/** GET /api/claps: `slugs`, the articles' slugs separated by commas. */
export const clapCountsQuerySchema = z.strictObject({
  slugs: z
    .string({ error: 'slugs is required' })
    .transform((value) => [...new Set(value.split(','))])
    .refine((slugs) => slugs.every(isSlug), 'slugs must be article slugs separated by commas')
    .refine(
      (slugs) => slugs.length <= CLAP_COUNTS_MAX_SLUGS,
      `slugs takes at most ${CLAP_COUNTS_MAX_SLUGS} articles`,
    )
    .meta({ description: 'Slugs separated by commas', example: 'what-is-defi,bitcoin-halving' }),
})

export const clapCountsSchema = z
  .object({
    claps: z.record(z.string(), z.number().int()).meta({
      description:
        'Each published article’s count by slug; a slug no published article has is left out',
    }),
  })
  .meta({ id: 'ClapCounts' })

export const SEO_TITLE_MAX_LENGTH = 120

export const acceptSeoTitleSchema = z
  .object({
    seoTitle: z
      .string({ error: 'seoTitle is required' })
      .trim()
      .min(1, 'seoTitle is required')
      .max(SEO_TITLE_MAX_LENGTH, `seoTitle must be ${SEO_TITLE_MAX_LENGTH} characters or less`)
      .refine(
        (value) => !hasControlCharacters(value),
        'seoTitle must not contain control characters',
      ),
  })
  .meta({ id: 'AcceptSeoTitle' })

export const incompleteArticleSchema = z
  .object({
    id: z.string(),
    articleId: z.string(),
    articleTitle: z.string(),
    claudeArticleSaved: z.boolean(),
    googleImageSaved: z.boolean(),
    imagePrompt: z.string().nullable(),
    running: z
      .boolean()
      .meta({ description: 'A generation for this article is queued or running' }),
    lastError: z.string().nullable().meta({ description: 'Why the last attempt failed' }),
    createdAt: dateTimeString(),
    updatedAt: dateTimeString(),
  })
  .meta({ id: 'IncompleteArticle' })
export type IncompleteArticle = z.infer<typeof incompleteArticleSchema>

export const incompleteArticleListSchema = z.array(incompleteArticleSchema)
