import { archiveFeed } from '@/lib/seo/archiveFeed'

import { authorArchive } from '../authorPages'

// Built from the CMS (and SITE_URL) at request time, never at build time.
export const dynamic = 'force-dynamic'

/** RSS 2.0 of the author's newest published articles. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ slug: string }> },
): Promise<Response> {
  return archiveFeed(authorArchive, (await params).slug)
}
