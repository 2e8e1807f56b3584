import type { ArticleNoteKind } from '@blockwise/shared'

type SeedArticleType = 'news' | 'opinion' | 'analysis' | 'learn'

/** Motifs the seed's sharp-rendered featured images know how to draw. */
export type SeedImageMotif = 'coins' | 'chart' | 'blocks' | 'network' | 'shield' | 'wave'

export interface SeedAuthor {
  /** Stable key the articles refer to; also the avatar file name. */
  key: string
  name: string
  email: string
  /** Path under avatars/, served by the site from frontend/public/avatars. */
  avatar: string
  initials: string
  /** Hex colour used for the initials fallback. */
  color: string
  age: number
  writingStyle: string
  paragraphStyle: string
  originCountry: string
  politicalViewpoint: string
  nativeLanguage: string
  senseOfHumor: string
  englishProficiency: string
  /** A few sentences for the author's page. */
  bio: string
}

export interface SeedArticle {
  slug: string
  title: string
  seoTitle?: string
  /** At most 40 words, ending with punctuation (docs/product.md#validation). */
  excerpt: string
  articleType: SeedArticleType
  authorKey: string
  /** Tag names; tags are created on demand. */
  tags: string[]
  featured?: boolean
  published: boolean
  /** How many days before the seed runs the article was published. */
  daysAgo: number
  image: { hue: number; motif: SeedImageMotif }
  /** Article body in Markdown (## headings, paragraphs, lists, **bold**, links). */
  body: string
  /** Correction and update notes, each published after the article in turn, oldest first. */
  notes?: { kind: ArticleNoteKind; text: string }[]
}
