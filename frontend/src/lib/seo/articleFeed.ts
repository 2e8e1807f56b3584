import { Feed } from 'feed'

import type { ArticleType } from '@blockwise/shared'

import { siteUrl } from '@/env'
import { getPublishedArticles } from '@/lib/cms/articles'
import { getAuthorsById } from '@/lib/cms/authors'
import { getSiteSettings } from '@/lib/cms/siteSettings'

const FEED_SIZE = 50

/** RSS 2.0 of the newest published articles, of one type or of all. */
export async function articleFeed(type?: ArticleType, sectionPath = ''): Promise<Response> {
  const origin = siteUrl()
  const [articles, authors, settings] = await Promise.all([
    getPublishedArticles({ articleType: type, limit: FEED_SIZE }),
    getAuthorsById(),
    getSiteSettings(),
  ])
  const feed = new Feed({
    title: type ? `${settings.siteName}: ${sectionPath.slice(1)}` : settings.siteName,
    description: settings.tagline,
    id: `${origin}${sectionPath || '/'}`,
    link: `${origin}${sectionPath || '/'}`,
    language: 'en',
    image: `${origin}/images/logo.png`,
    favicon: `${origin}/images/logo.png`,
    copyright: `© 2025 ${settings.siteName}`,
    updated: articles[0]?.publishedAt ? new Date(articles[0].publishedAt) : new Date(0),
    feedLinks: { rss: `${origin}${sectionPath}/rss.xml` },
  })
  for (const article of articles) {
    const link = `${origin}/articles/${article.slug}`
    const author = authors.get(article.authorId)
    feed.addItem({
      title: article.title,
      id: link,
      link,
      description: article.excerpt,
      date: new Date(article.publishedAt ?? article.createdAt),
      author: author ? [{ name: author.name }] : undefined,
      category: article.tags.map((name) => ({ name })),
      image: `${origin}/api/articles/${article.slug}/og-image`,
    })
  }
  return new Response(feed.rss2(), {
    headers: {
      'content-type': 'application/rss+xml; charset=utf-8',
      'cache-control': 'public, max-age=300, stale-while-revalidate=3600',
    },
  })
}
