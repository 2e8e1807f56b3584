import { isSlug } from '@blockwise/shared'

import type { ArchiveSource } from '@/lib/archivePage'

import { listFeed } from './articleFeed'

/** No feed at this address: a short text, not the site's HTML screen. */
const feedNotFound = () =>
  new Response('Feed not found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  })

/**
 * RSS 2.0 of the newest published articles of the subject (a tag, an author) at `slug`, titled
 * with its name and linking its page; a 404 for an address that is no slug or no subject's.
 */
export async function archiveFeed<Subject extends { name: string }>(
  source: ArchiveSource<Subject>,
  slug: string,
): Promise<Response> {
  if (!isSlug(slug)) return feedNotFound()
  const subject = await source.find(slug)
  if (!subject) return feedNotFound()
  return listFeed({
    filter: source.filterOf(slug),
    name: subject.name,
    path: `/${source.kind}/${slug}`,
  })
}
