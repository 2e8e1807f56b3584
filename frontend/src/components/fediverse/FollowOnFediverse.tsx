import type { BylineAuthor } from '@/components/articles/AuthorAvatar'
import { siteUrl } from '@/env'

import { FediverseReactions } from './FediverseReactions'
import { followHandles } from './fediverseHandles'
import styles from './FollowOnFediverse.module.css'

const APPS = 'in Mastodon, Threads, Flipboard or any fediverse app to follow.'
const BOTH_HINT = `Search for either handle ${APPS}`
const ONE_HINT = `Search for this handle ${APPS}`

function Account({ name, handle }: { name: string; handle: string }) {
  return (
    <li className={styles.account}>
      <span className={styles.name}>{name}</span>
      {/* One click selects the whole handle (user-select: all), ready to copy: no script needed. */}
      <code className={styles.handle}>{handle}</code>
    </li>
  )
}

/**
 * How a reader follows the publication and the article's author from Mastodon or any other
 * fediverse app: their handles (the site's ActivityPub actors, docs/fediverse.md), selected whole
 * by a click; then the article's boosts, likes and approved replies from there, once the page's
 * script has asked for them.
 */
export function FollowOnFediverse({
  slug,
  siteName,
  author,
}: {
  slug: string
  siteName: string
  author: BylineAuthor | undefined
}) {
  const handles = followHandles(author?.slug, siteUrl())
  return (
    <section aria-labelledby="follow-on-the-social-web" className={styles.follow}>
      <h2 id="follow-on-the-social-web" className={styles.title}>
        Follow on the social web
      </h2>
      <ul className={styles.accounts}>
        <Account name={siteName} handle={handles.publication} />
        {author && handles.author && <Account name={author.name} handle={handles.author} />}
      </ul>
      <p className={styles.hint}>{handles.author ? BOTH_HINT : ONE_HINT}</p>
      <FediverseReactions slug={slug} />
    </section>
  )
}
