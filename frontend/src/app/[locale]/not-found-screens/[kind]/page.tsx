import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ArticleNotFound, PageNotFound } from '@/components/notFound/NotFoundScreens'
import { isNotFoundKind } from '@/lib/notFoundScreens'
import { noPathsAtBuildTime } from '@/lib/siteLocale'

export const generateStaticParams = noPathsAtBuildTime

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
}

/**
 * A not-found screen as a page Next renders into HTML, which the site's server sends with a reader's
 * 404 (lib/notFoundScreens.ts); the proxy keeps readers from reaching it at its own address.
 */
export default async function NotFoundScreenPage({
  params,
}: {
  params: Promise<{ kind: string }>
}) {
  const { kind } = await params
  if (!isNotFoundKind(kind)) notFound()
  return kind === 'article' ? <ArticleNotFound /> : <PageNotFound />
}
