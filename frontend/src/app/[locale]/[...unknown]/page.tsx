import { notFound } from 'next/navigation'

import { noPathsAtBuildTime } from '@/lib/siteLocale'

export const generateStaticParams = noPathsAtBuildTime

/** Any path no page claims: the site's own 404 screen, inside the site's layout. */
export default function UnknownPage(): never {
  notFound()
}
