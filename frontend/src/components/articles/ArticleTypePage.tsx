import type { ArticleType } from '@blockwise/shared'

import { PageHeader } from '@/components/chrome/PageHeader'
import { articleListPath, getPublishedArticles } from '@/lib/cms/articles'
import { getAuthorRecord } from '@/lib/cms/authorRecord'

import { bylineAuthors } from './AuthorAvatar'
import { LiveArticleGrid } from './LiveArticleGrid'

interface ArticleTypePageProps {
  type: Exclude<ArticleType, 'learn'>
  title: string
  intro: string
  emptyText: string
}

/** News, opinion and analysis: published articles of one type, newest first (docs/product.md#screens). */
export async function ArticleTypePage({ type, title, intro, emptyText }: ArticleTypePageProps) {
  const [articles, authors] = await Promise.all([
    getPublishedArticles({ articleType: type }),
    getAuthorRecord(),
  ])
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <LiveArticleGrid
        listPath={articleListPath({ articleType: type })}
        initialArticles={articles}
        authors={bylineAuthors(authors)}
        emptyText={emptyText}
      />
    </>
  )
}
