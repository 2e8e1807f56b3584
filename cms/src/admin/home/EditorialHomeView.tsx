import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { isContributorUser } from '@/access/roles'
import { reviewQueue } from '@/collections/Articles/review/reviewQueue'
import { mostCounted } from '@/contract/dailyCounts'
import { fediverseOverview } from '@/contract/fediverse/fediverseOverview'

import { requireEditor } from '../requireEditor'

import { adminHrefOf } from './adminHref'
import { ContributorHome } from './ContributorHome'
import { DraftsPanel } from './DraftsPanel'
import { draftsInProgress } from './draftsInProgress'
import { FediversePanel } from './FediversePanel'
import { IncompletePanel } from './IncompletePanel'
import { incompleteGenerations } from './incompleteGenerations'
import { MostCountedPanel } from './MostCountedPanel'
import { NewsletterPanel } from './NewsletterPanel'
import { newsletterOutlook } from './newsletterOutlook'
import { ReviewQueuePanel } from './ReviewQueuePanel'
import { ScheduledPanel } from './ScheduledPanel'
import { scheduledArticles } from './scheduledArticles'
import styles from './home.module.css'

const WEEK = { days: 7, limit: 5 }

/**
 * The admin's landing page: what an editor needs first, each panel linking into the admin. A
 * contributor lands on their own articles instead.
 */
export async function EditorialHomeView({ initPageResult: { req } }: AdminViewServerProps) {
  if (req.user && isContributorUser(req.user))
    return <ContributorHome payload={req.payload} user={req.user} />
  requireEditor(req, '/')
  const { payload, user } = req
  const [queue, drafts, scheduled, incomplete, mostRead, mostClapped, newsletter, fediverse] =
    await Promise.all([
      reviewQueue(payload),
      draftsInProgress(payload, user),
      scheduledArticles(payload),
      incompleteGenerations(payload, user),
      mostCounted(payload, 'views', WEEK),
      mostCounted(payload, 'claps', WEEK),
      newsletterOutlook(payload, user),
      fediverseOverview(payload),
    ])
  const href = adminHrefOf(payload)
  return (
    <Gutter>
      {/* Payload's template has no main landmark of its own. */}
      <main>
        <h1>Editorial home</h1>
        <div className={styles.grid}>
          <ReviewQueuePanel queue={queue} href={href} />
          <DraftsPanel drafts={drafts} href={href} />
          <ScheduledPanel scheduled={scheduled} href={href} />
          <IncompletePanel incomplete={incomplete} href={href} />
          <MostCountedPanel
            id="home-most-read"
            title="Most read, last 7 days"
            unit="views"
            articles={mostRead}
            href={href}
          />
          <MostCountedPanel
            id="home-most-clapped"
            title="Most clapped, last 7 days"
            unit="claps"
            articles={mostClapped}
            href={href}
          />
          <NewsletterPanel outlook={newsletter} href={href} />
          <FediversePanel overview={fediverse} href={href} />
        </div>
      </main>
    </Gutter>
  )
}
