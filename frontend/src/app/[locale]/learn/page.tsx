import { GraduationCap } from 'lucide'

import { SvgIcon } from '@/components/icons/SvgIcon'

import { ArticleGrid } from '@/components/articles/ArticleGrid'
import { Pagination } from '@/components/articles/Pagination'
import { sectionMetadata, SECTIONS } from '@/components/articles/sections'
import { PageHeader } from '@/components/chrome/PageHeader'
import { PathList } from '@/components/learningPaths/PathList'
import { getArticleListPage } from '@/lib/cms/articles'
import { getAuthorRecord } from '@/lib/cms/authorRecord'
import { getLearningPaths } from '@/lib/cms/learningPaths'

import styles from './page.module.css'

const section = SECTIONS.learn

export const metadata = sectionMetadata(section, 1)

export default async function LearnPage() {
  const [{ articles, hasNext }, authors, paths] = await Promise.all([
    getArticleListPage(section.filter, 1),
    getAuthorRecord(),
    getLearningPaths(),
  ])
  return (
    <>
      <PageHeader title={section.title} intro={section.intro} />
      <PathList paths={paths} />
      {articles.length === 0 ? (
        <div className={styles.empty}>
          <SvgIcon icon={GraduationCap} size={40} />
          <h2>No Learn Articles Yet</h2>
          <p>
            Learn articles appear here once they are published. Editors generate them via the admin
            panel.
          </p>
        </div>
      ) : (
        <ArticleGrid articles={articles} authors={authors} emptyText="" />
      )}
      <Pagination basePath={section.basePath} page={1} hasNext={hasNext} />
    </>
  )
}
