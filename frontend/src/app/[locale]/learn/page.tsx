import { GraduationCap } from 'lucide-react'
import type { Metadata } from 'next'

import { ArticleGrid } from '@/components/articles/ArticleGrid'
import { PageHeader } from '@/components/chrome/PageHeader'
import { getPublishedArticles } from '@/lib/cms/articles'
import { getAuthorRecord } from '@/lib/cms/authorRecord'

import styles from './page.module.css'

export const metadata: Metadata = {
  title: 'Learn',
  description: 'Beginner-friendly lessons on how crypto works, one box at a time.',
  alternates: { canonical: '/learn', types: { 'application/rss+xml': '/learn/rss.xml' } },
}

export default async function LearnPage() {
  const [articles, authors] = await Promise.all([
    getPublishedArticles({ articleType: 'learn' }),
    getAuthorRecord(),
  ])
  return (
    <>
      <PageHeader
        title="Learn"
        intro="Beginner-friendly lessons on how crypto works, one box at a time."
      />
      {articles.length === 0 ? (
        <div className={styles.empty}>
          <GraduationCap aria-hidden="true" size={40} />
          <h2>No Learn Articles Yet</h2>
          <p>
            Learn articles appear here once they are published. Editors generate them via the admin
            panel.
          </p>
        </div>
      ) : (
        <ArticleGrid articles={articles} authors={authors} emptyText="" />
      )}
    </>
  )
}
