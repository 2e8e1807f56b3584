import { ArticleCard } from '@/components/articles/ArticleCard'
import { ArticleGrid } from '@/components/articles/ArticleGrid'
import { Pagination } from '@/components/articles/Pagination'
import { sectionMetadata, SECTIONS } from '@/components/articles/sections'
import { PageHeader } from '@/components/chrome/PageHeader'
import { getArticleListPage } from '@/lib/cms/articles'
import { getAuthorRecord } from '@/lib/cms/authorRecord'

import styles from './page.module.css'

const section = SECTIONS.featured

export const metadata = sectionMetadata(section, 1)

export default async function FeaturedPage() {
  const [{ articles, hasNext }, authors] = await Promise.all([
    getArticleListPage(section.filter, 1),
    getAuthorRecord(),
  ])
  const [first, ...rest] = articles
  return (
    <>
      <PageHeader title={section.title} intro={section.intro} />
      {first ? (
        <div className={styles.layout}>
          <ArticleCard article={first} author={authors[first.authorId]} size="large" priority />
          <ArticleGrid articles={rest} authors={authors} emptyText="" eagerImages={0} />
        </div>
      ) : (
        <ArticleGrid articles={[]} authors={authors} emptyText={section.emptyText} />
      )}
      <Pagination basePath={section.basePath} page={1} hasNext={hasNext} />
    </>
  )
}
