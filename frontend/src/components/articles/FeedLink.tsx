import { FEED_TYPE } from '@/lib/seo/feedLinks'

import styles from './FeedLink.module.css'

/**
 * A plain link to a list's RSS feed, for readers who follow it in a feed reader: an `<a>`, not
 * Next's Link (a feed is no page to navigate to), so it works without script.
 */
export function FeedLink({ href }: { href: string }) {
  return (
    <a className={styles.link} href={href} type={FEED_TYPE}>
      RSS feed
    </a>
  )
}
