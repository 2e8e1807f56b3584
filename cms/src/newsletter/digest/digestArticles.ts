import type { Payload, Where } from 'payload'

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

async function findPublished(
  payload: Payload,
  where: Where[],
  sort: string,
  limit: number,
): Promise<DigestArticle[]> {
  const { docs } = await payload.find({
    collection: 'articles',
    where: { and: [{ published: { equals: true } }, ...where] },
    sort,
    limit,
    depth: 1,
    select: SELECT,
    populate: { media: { sizes: true, alt: true } },
  })
  return docs
}

function published(
  payload: Payload,
  articleType: 'learn' | 'news',
  since: Date | null,
  sort: string,
  limit: number,
): Promise<DigestArticle[]> {
  return findPublished(
    payload,
    [
      { articleType: { equals: articleType } },
      ...(since ? [{ publishedAt: { greater_than_equal: since.toISOString() } }] : []),
    ],
    sort,
    limit,
  )
}

/** What the week's proposed issue is made of, as of `now` (the selection rule editors start from). */
export async function digestArticles(payload: Payload, now = new Date()): Promise<DigestArticles> {
  const weekAgo = new Date(now.getTime() - WEEK_MS)
  const thisWeek = await published(payload, 'learn', weekAgo, '-publishedAt', 5)
  const learn = thisWeek.length
    ? thisWeek
    : await published(payload, 'learn', null, '-publishedAt', 3)
  const news = await published(payload, 'news', weekAgo, '-views', 3)
  return { learn, news, newThisWeek: thisWeek.length + news.length }
}

/**
 * The articles an editor put in an issue, in their order, as readers may see them now: one
 * unpublished since it was curated is left out rather than linked to a page readers cannot open.
 */
export async function curatedArticles(
  payload: Payload,
  ids: readonly string[],
): Promise<DigestArticle[]> {
  if (!ids.length) return []
  const found = await findPublished(payload, [{ id: { in: [...ids] } }], 'id', ids.length)
  const byId = new Map(found.map((article) => [String(article.id), article]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
