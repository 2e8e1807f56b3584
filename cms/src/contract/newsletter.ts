import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import type {
  NewsletterDigest,
  NewsletterIssue,
  NewsletterSubscriberCounts,
} from '@blockwise/shared'

import { weekDigest } from '@/newsletter/digest/issueContent'
import { isoWeek } from '@/newsletter/digest/isoWeek'
import { articleUrl, renderDigest, sampleCopy } from '@/newsletter/digest/renderDigest'
import { unclaimedReaders } from '@/newsletter/digest/sendIssue'

type User = PayloadRequest['user']

/**
 * This week's digest as it stands (its issue as curated, or the proposal before there is one),
 * greeting a sample reader, with its articles and whom a send now would reach.
 */
export async function digestPreview(payload: Payload, now = new Date()): Promise<NewsletterDigest> {
  const week = isoWeek(now)
  const { issue, content } = await weekDigest(payload, week, now)
  const digest = renderDigest(content)
  const { totalDocs: recipients } = await payload.count({
    collection: 'newsletters',
    where: await unclaimedReaders(payload, issue?.id ?? null),
  })
  const listed = content.articles.map((article) => ({
    id: article.id,
    title: article.title,
    articleType: article.articleType,
    url: articleUrl(article),
  }))
  return {
    issue: issue ? { id: issue.id, status: issue.status } : null,
    subject: digest.subject,
    ...sampleCopy(digest),
    articleCount: digest.articleCount,
    articles: listed,
    week,
    recipients,
  }
}

type Outcome = 'sent' | 'failed'

/**
 * Each issue's deliveries by outcome, counted in one query (a row per issue and outcome). A mail in
 * doubt after a crash ('unknown', never resent) counts as failed: nobody knows it arrived.
 */
async function deliveryOutcomes(payload: Payload): Promise<Map<string, Record<Outcome, number>>> {
  const result = await payload.db.drizzle.execute(sql`
    SELECT issue_id AS issue, CASE WHEN state = 'sent' THEN 'sent' ELSE 'failed' END AS state,
      count(*)::int AS total
    FROM newsletter_deliveries WHERE state IN ('sent', 'failed', 'unknown')
    GROUP BY 1, 2`)
  const outcomes = new Map<string, Record<Outcome, number>>()
  for (const row of result.rows as Array<{ issue: string; state: Outcome; total: number }>) {
    const counts = outcomes.get(row.issue) ?? { sent: 0, failed: 0 }
    counts[row.state] = Number(row.total)
    outcomes.set(row.issue, counts)
  }
  return outcomes
}

/** Past digests, newest first, with live send counts (an issue still sending counts up). */
export async function listIssues(payload: Payload, user: User): Promise<NewsletterIssue[]> {
  const [{ docs }, outcomes] = await Promise.all([
    payload.find({
      collection: 'newsletter-issues',
      sort: '-createdAt',
      pagination: false,
      depth: 0,
      select: { html: false, text: false },
      overrideAccess: false,
      user,
    }),
    deliveryOutcomes(payload),
  ])
  return docs.map((issue) => {
    const { sent, failed } = outcomes.get(issue.id) ?? { sent: 0, failed: 0 }
    const recipients = Math.max(issue.recipients, sent + failed)
    return {
      id: issue.id,
      subject: issue.subject,
      week: issue.week,
      status: issue.status,
      recipients,
      sent,
      failed,
      pending: recipients - sent - failed,
      createdAt: issue.createdAt,
      sentAt: issue.sentAt ?? null,
    }
  })
}

/** How many subscribers are active and how many have not confirmed yet. */
export async function subscriberCounts(
  payload: Payload,
  user: User,
): Promise<NewsletterSubscriberCounts> {
  const count = (status: 'active' | 'pending') =>
    payload
      .count({
        collection: 'newsletters',
        where: { status: { equals: status } },
        overrideAccess: false,
        user,
      })
      .then(({ totalDocs }) => totalDocs)
  const [active, pending] = await Promise.all([count('active'), count('pending')])
  return { active, pending }
}
