import type { Payload } from 'payload'

import type { Article } from '@/payload-types'

export type DigestArticle = Pick<
  Article,
  'id' | 'title' | 'slug' | 'excerpt' | 'articleType' | 'readTime' | 'featuredImage'
>

const WEEK_MS = 7 * 24 * 60 * 60 * 1000
const SELECT = {
  title: true,
  slug: true,
  excerpt: true,
  articleType: true,
  readTime: true,
  featuredImage: true,
} as const

export interface DigestArticles {
  /** The week's lessons; the latest ones when none was published this week. */
  learn: DigestArticle[]
  /** The week's most read news. */
  news: DigestArticle[]
  /** How many of them were published this week; with none, the week has no issue. */
  newThisWeek: number
}

async function published(
  payload: Payload,
  articleType: 'learn' | 'news',
  since: Date | null,
  sort: string,
  limit: number,
): Promise<DigestArticle[]> {
  const { docs } = await payload.find({
    collection: 'articles',
    where: {
      and: [
        { published: { equals: true } },
        { articleType: { equals: articleType } },
        ...(since ? [{ publishedAt: { greater_than_equal: since.toISOString() } }] : []),
      ],
    },
    sort,
    limit,
    depth: 1,
    select: SELECT,
    populate: { media: { sizes: true, alt: true } },
  })
  return docs
}

/** What the weekly digest is made of, as of `now`. */
export async function digestArticles(payload: Payload, now = new Date()): Promise<DigestArticles> {
  const weekAgo = new Date(now.getTime() - WEEK_MS)
  const thisWeek = await published(payload, 'learn', weekAgo, '-publishedAt', 5)
  const learn = thisWeek.length
    ? thisWeek
    : await published(payload, 'learn', null, '-publishedAt', 3)
  const news = await published(payload, 'news', weekAgo, '-views', 3)
  return { learn, news, newThisWeek: thisWeek.length + news.length }
}
