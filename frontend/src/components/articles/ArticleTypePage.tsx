import { PageHeader } from '@/components/chrome/PageHeader'
import { firstListPagePath, getArticleListPage } from '@/lib/cms/articles'
import { getAuthorRecord } from '@/lib/cms/authorRecord'

import { bylineAuthors } from './AuthorAvatar'
import { LiveArticleGrid } from './LiveArticleGrid'
import { Pagination } from './Pagination'
import { SECTIONS } from './sections'

/**
 * Page one of news, opinion and analysis: the newest published articles of one type, refreshed in
 * the browser (docs/product.md#screens), and links to the older pages.
 */
export async function ArticleTypePage({ name }: { name: 'news' | 'opinions' | 'analysis' }) {
  const section = SECTIONS[name]
  const [{ articles, hasNext }, authors] = await Promise.all([
    getArticleListPage(section.filter, 1),
    getAuthorRecord(),
  ])
  return (
    <>
      <PageHeader title={section.title} intro={section.intro} />
      <LiveArticleGrid
        listPath={firstListPagePath(section.filter)}
        initialArticles={articles}
        authors={bylineAuthors(authors)}
        emptyText={section.emptyText}
      />
      <Pagination basePath={section.basePath} page={1} hasNext={hasNext} />
    </>
  )
}
