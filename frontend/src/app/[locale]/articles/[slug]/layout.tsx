import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { noPathsAtBuildTime } from '@/lib/siteLocale'

import { getArticlePageData } from './articlePageData'

export const generateStaticParams = noPathsAtBuildTime

/**
 * Settles whether the article exists before the page streams (the page's skeleton is a Suspense
 * boundary below this layout), so an unknown slug answers with a real 404 status.
 */
export default async function ArticleLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ slug: string }>
}) {
  const { slug } = await params
  if (!(await getArticlePageData(slug)).article) notFound()
  return children
}
