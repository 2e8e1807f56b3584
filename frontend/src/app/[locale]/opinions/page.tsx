import type { Metadata } from 'next'

import { ArticleTypePage } from '@/components/articles/ArticleTypePage'

export const metadata: Metadata = {
  title: 'Opinion',
  description: 'Arguments from our writers. Opinion, never financial advice.',
  alternates: { canonical: '/opinions', types: { 'application/rss+xml': '/opinions/rss.xml' } },
}

export default function OpinionsPage() {
  return (
    <ArticleTypePage
      type="opinion"
      title="Opinion"
      intro="Arguments from our writers. Opinion, never financial advice."
      emptyText="No opinion articles available at the moment."
    />
  )
}
