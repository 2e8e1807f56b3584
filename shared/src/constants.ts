/** Business constants and limits of docs/product.md#limits, named once for the CMS, the site and the tools. */

export const SITE_NAME = 'Blockwise'
export const SITE_TAGLINE = 'Learn crypto like Forrest Gump learned life: one box at a time.'

export const ARTICLE_TYPES = ['news', 'opinion', 'analysis', 'learn'] as const
export type ArticleType = (typeof ARTICLE_TYPES)[number]
export const DEFAULT_ARTICLE_TYPE: ArticleType = 'news'

/** 'review': a generated article with both parts saved, held for an editor to publish. */
export const ARTICLE_STATUSES = ['draft', 'review', 'published'] as const
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number]

/** GET /api/articles answers at most this many (newest first) unless `limit` asks for fewer. */
export const ARTICLE_LIST_MAX = 100
/** The deepest `page` GET /api/articles accepts (cursors reach further). */
export const ARTICLE_PAGE_MAX = 10_000
/** Articles on one page of a section, a tag or an author. */
export const SECTION_PAGE_SIZE = 24
/** GET /api/articles/{slug}/related answers at most this many. */
export const RELATED_ARTICLES_MAX = 12
/** Tags one article carries at most: each is a document an API answer may populate. */
export const ARTICLE_TAGS_MAX = 10
/** Articles per sitemap file (the sitemaps protocol's limit). */
export const SITEMAP_CHUNK_SIZE = 50_000

export const EXCERPT_MAX_WORDS = 40
export const NEWSLETTER_FIELD_MAX_LENGTH = 40
/** The longest email address: RFC 5321's 256-octet path less its angle brackets. */
export const EMAIL_MAX_LENGTH = 254
export const AVATAR_DIRECTORIES = ['avatars/', 'uploads/'] as const

/** Reading speed used to derive readTime when an article does not state one. */
export const WORDS_PER_MINUTE = 200

export const HOME_CAROUSEL_SIZE = 4
export const HOME_SECTION_SIZE = 6
export const CAROUSEL_INTERVAL_MS = 3000
export const READ_MORE_COUNT = 2
export const VIEW_COUNT_DELAY_MS = 30_000
export const CLAP_TOAST_MS = 1500
/** Articles one `GET /api/claps` answers the counts of (a page's clap buttons, in a few calls). */
export const CLAP_COUNTS_MAX_SLUGS = 30
export const SHARE_WINDOW = { width: 600, height: 400 } as const
export const INCOMPLETE_ARTICLES_REFETCH_MS = 30_000

/** Public contact addresses quoted by the legal pages and the footer. */
export const CONTACT_EMAIL = 'hello@blockwise.example'
export const PRIVACY_EMAIL = 'privacy@blockwise.example'

/** Effective and last-updated date of the terms, privacy and cookie policies (docs/product.md#limits). */
export const POLICIES_LAST_UPDATED = '24 August 2025'
export const MINIMUM_AGE = 18
