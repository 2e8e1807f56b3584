import type { Metadata } from 'next'

import { ArticleCard } from '@/components/articles/ArticleCard'
import { ArticleGrid } from '@/components/articles/ArticleGrid'
import { PageHeader } from '@/components/chrome/PageHeader'
import { getPublishedArticles } from '@/lib/cms/articles'
import { getAuthorRecord } from '@/lib/cms/authorRecord'

import styles from './page.module.css'

export const metadata: Metadata = {
  title: 'Featured',
  description: 'The stories and explainers our editors think every reader should see.',
  alternates: { canonical: '/featured' },
}

export default async function FeaturedPage() {
  const [articles, authors] = await Promise.all([
    getPublishedArticles({ featured: true }),
    getAuthorRecord(),
  ])
  const [first, ...rest] = articles
  return (
    <>
      <PageHeader
        title="Featured"
        intro="The stories and explainers our editors think every reader should see."
      />
      {first ? (
        <div className={styles.layout}>
          <ArticleCard article={first} author={authors[first.authorId]} size="large" priority />
          <ArticleGrid articles={rest} authors={authors} emptyText="" eagerImages={0} />
        </div>
      ) : (
        <ArticleGrid
          articles={[]}
          authors={authors}
          emptyText="No featured articles available at the moment."
        />
      )}
    </>
  )
}
