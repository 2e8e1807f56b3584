import type { FediverseOverview } from '@blockwise/shared/schemas/fediverse'
import Link from 'next/link'

import { pendingFollowersPath, repliesAwaitingReviewPath } from '../fediverse/fediverseLinks'
import { countOf, interactionSummary } from '../fediverse/interactionLabels'
import { articleEditPath } from '../views'

import type { AdminHref } from './adminHref'
import { formatWhen } from './formatWhen'
import { HomePanel } from './HomePanel'
import styles from './home.module.css'
import { shownTitle } from './shownTitle'

const SHOWN = 5

/** Who follows the publication and its authors on the social web, and what came back from it. */
export function FediversePanel({
  overview: { followers, repliesAwaitingReview, latest },
  href,
}: {
  overview: FediverseOverview
  href: AdminHref
}) {
  return (
    <HomePanel
      id="home-fediverse"
      title="Social web"
      more={{
        href: href('/collections/fediverse-interactions'),
        label: 'All likes, boosts and replies',
      }}
    >
      <ul className={styles.list}>
        {followers.map(({ actor, label, accepted, pending }) => (
          <li key={actor}>
            <span>{label}</span>
            <span>
              {countOf(accepted, 'follower')}
              {pending > 0 && (
                <>
                  , <Link href={href(pendingFollowersPath(actor))}>{pending} waiting</Link>
                </>
              )}
            </span>
          </li>
        ))}
        <li>
          <span>Replies awaiting review</span>
          {repliesAwaitingReview ? (
            <Link href={href(repliesAwaitingReviewPath())}>{repliesAwaitingReview}</Link>
          ) : (
            <span>0</span>
          )}
        </li>
      </ul>
      {latest.length > 0 && (
        <ul className={styles.list}>
          {latest.slice(0, SHOWN).map((interaction) => (
            <li key={interaction.id}>
              <span>
                {interactionSummary(interaction)}
                {interaction.kind === 'reply' ? ' to' : ''}{' '}
                <Link href={href(articleEditPath(interaction.article.id))}>
                  {shownTitle(interaction.article.title)}
                </Link>
              </span>
              <span className={styles.meta}>{formatWhen(interaction.receivedAt)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.empty}>Only replies an editor approves appear on the site.</p>
    </HomePanel>
  )
}
