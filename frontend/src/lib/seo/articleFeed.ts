import { Feed } from 'feed'

import type { ArticleSummary, ArticleType } from '@blockwise/shared'

import { siteUrl } from '@/env'
import { getPublishedArticles, type ArticleFilter } from '@/lib/cms/articles'
import { getAuthorsById } from '@/lib/cms/authors'
import { getSiteSettings } from '@/lib/cms/siteSettings'

import { formatDate } from '../../components/articles/formatDate'

import { feedPath, feedTitle } from './feedLinks'

const FEED_SIZE = 50

/** The list of published articles a feed follows, and the page of the site that shows it. */
interface FeedSource {
  filter: ArticleFilter
  /** After the site's name in the channel's title ("Blockwise: Bitcoin"); none for the whole site. */
  name?: string
  /** The list's page ('' for the home page); the feed is at `{path}/rss.xml`. */
  path: string
}

/**
 * What an item says of its article: the excerpt, and for an article corrected or updated since it
 * was published, a line saying so (its notes are at the end of the article's page).
 */
function itemDescription(article: ArticleSummary): string {
  const updated = article.lastSubstantiveUpdate
  if (!updated) return article.excerpt
  return `${article.excerpt}\n\nUpdated ${formatDate(updated)}: the corrections and updates are at the end of the article.`
}

/** An updated article's item carries the time of its update as Atom's `updated` (RFC 3339). */
const updatedElement = (article: ArticleSummary) =>
  article.lastSubstantiveUpdate
    ? [{ name: 'atom:updated', objects: { _text: article.lastSubstantiveUpdate } }]
    : undefined

/** RSS 2.0 of the newest published articles of `source`'s list. */
export async function listFeed({ filter, name, path }: FeedSource): Promise<Response> {
  const origin = siteUrl()
  const [articles, authors, settings] = await Promise.all([
    getPublishedArticles({ ...filter, limit: FEED_SIZE }),
    getAuthorsById(),
    getSiteSettings(),
  ])
  const feed = new Feed({
    title: feedTitle(settings.siteName, name),
    description: settings.tagline,
    id: `${origin}${path || '/'}`,
    link: `${origin}${path || '/'}`,
    language: 'en',
    image: `${origin}/images/logo.png`,
    favicon: `${origin}/images/logo.png`,
    copyright: `© 2025 ${settings.siteName}`,
    updated: articles[0]?.publishedAt ? new Date(articles[0].publishedAt) : new Date(0),
    feedLinks: { rss: `${origin}${feedPath(path)}` },
  })
  for (const article of articles) {
    const link = `${origin}/articles/${article.slug}`
    const author = authors.get(article.authorId)
    feed.addItem({
      title: article.title,
      id: link,
      link,
      description: itemDescription(article),
      date: new Date(article.publishedAt ?? article.createdAt),
      extensions: updatedElement(article),
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

/** RSS 2.0 of the newest published articles, of one type (its section's) or of all. */
export function articleFeed(type?: ArticleType, sectionPath = ''): Promise<Response> {
  return listFeed({
    filter: type ? { articleType: type } : {},
    name: type ? sectionPath.slice(1) : undefined,
    path: sectionPath,
  })
}
