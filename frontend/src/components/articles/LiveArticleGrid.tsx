'use client'

import { QueryClientProvider, useQuery } from '@tanstack/react-query'

import { type ArticleCardSummary } from '@blockwise/shared'

import { pageQueryClient } from '@/lib/browser/queryClient'
import { articleListOf } from '@/lib/browser/responses'

import { ArticleGrid } from './ArticleGrid'
import type { BylineAuthor } from './AuthorAvatar'

interface LiveArticleGridProps {
  /** The /api/articles path the server rendered from; also the query key (docs/product.md#calls loader). */
  listPath: string
  initialArticles: ArticleCardSummary[]
  authors: Record<string, BylineAuthor>
  emptyText: string
}

/**
 * The news, opinion and analysis lists: server-rendered, then stale immediately and refetched
 * when the reader returns to the tab (docs/product.md#calls).
 */
export function LiveArticleGrid(props: LiveArticleGridProps) {
  return (
    <QueryClientProvider client={pageQueryClient()}>
      <RefreshingGrid {...props} />
    </QueryClientProvider>
  )
}

function RefreshingGrid({ listPath, initialArticles, authors, emptyText }: LiveArticleGridProps) {
  const { data } = useQuery({
    queryKey: [listPath],
    initialData: initialArticles,
    staleTime: 0,
    refetchOnWindowFocus: true,
    select: articleListOf,
  })
  return <ArticleGrid articles={data} authors={authors} emptyText={emptyText} />
}
