import type { Metadata } from 'next'

import { ArticleTypePage } from '@/components/articles/ArticleTypePage'

export const metadata: Metadata = {
  title: 'News',
  description: 'What happened in crypto and what it means, explained without the hype.',
  alternates: { canonical: '/news', types: { 'application/rss+xml': '/news/rss.xml' } },
}

export default function NewsPage() {
  return (
    <ArticleTypePage
      type="news"
      title="News"
      intro="What happened in crypto and what it means, explained without the hype."
      emptyText="No news articles available at the moment."
    />
  )
}
