import type { Metadata } from 'next'

import type { ArchivePageContent } from '../archivePage'

/** The media type of every feed of the site, as pages name it in their links. */
export const FEED_TYPE = 'application/rss+xml'

/** Where the feed of the list at `listPath` is ('' for the whole site). */
export const feedPath = (listPath: string) => `${listPath}/rss.xml`

/** A feed's channel title: the site's name, then what the feed follows ("Blockwise: Bitcoin"). */
export const feedTitle = (siteName: string, name?: string) =>
  name ? `${siteName}: ${name}` : siteName

/** A page's link to a feed: its address on the site and its title. */
interface FeedLink {
  href: string
  title: string
}

/** The feed of an archive page's subject (a tag, an author), which every page of it links. */
export const archiveFeedLink = ({
  basePath,
  subject,
  settings,
}: Pick<ArchivePageContent<{ name: string }>, 'basePath' | 'subject' | 'settings'>): FeedLink => ({
  href: feedPath(basePath),
  title: feedTitle(settings.siteName, subject.name),
})

/** The page's `<link rel="alternate" type="application/rss+xml">`, in Next's metadata. */
export const feedAlternates = ({ href, title }: FeedLink): NonNullable<Metadata['alternates']> => ({
  types: { [FEED_TYPE]: [{ url: href, title }] },
})
