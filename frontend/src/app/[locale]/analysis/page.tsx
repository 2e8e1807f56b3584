import type { Metadata } from 'next'

import { ArticleTypePage } from '@/components/articles/ArticleTypePage'

export const metadata: Metadata = {
  title: 'Analysis',
  description:
    'How crypto works underneath: mechanisms, trade-offs and the numbers behind the headlines.',
  alternates: { canonical: '/analysis', types: { 'application/rss+xml': '/analysis/rss.xml' } },
}

export default function AnalysisPage() {
  return (
    <ArticleTypePage
      type="analysis"
      title="Analysis"
      intro="How crypto works underneath: mechanisms, trade-offs and the numbers behind the headlines."
      emptyText="No analysis articles available at the moment."
    />
  )
}
