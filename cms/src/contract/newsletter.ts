import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import type {
  NewsletterDigest,
  NewsletterIssue,
  NewsletterSubscriberCounts,
} from '@blockwise/shared'

import { env } from '@/env'
import { digestArticles } from '@/newsletter/digest/digestArticles'
import { isoWeek } from '@/newsletter/digest/isoWeek'
import { articleUrl, personalise, renderDigest } from '@/newsletter/digest/renderDigest'
import { unclaimedReaders } from '@/newsletter/digest/sendIssue'

type User = PayloadRequest['user']

/** How the preview greets its reader. */
const PREVIEW_READER_NAME = 'Reader'

/**
 * The digest as a send now would build it (greeting a sample reader), with its articles and
 * whom it would reach.
 */
export async function digestPreview(payload: Payload, now = new Date()): Promise<NewsletterDigest> {
  const week = isoWeek(now)
  const articles = await digestArticles(payload, now)
  const { subject, html, text, articleCount } = renderDigest(articles)
  const { docs } = await payload.find({
    collection: 'newsletter-issues',
    where: { week: { equals: week } },
    select: { week: true },
    limit: 1,
    depth: 0,
  })
  const { totalDocs: recipients } = await payload.count({
    collection: 'newsletters',
    where: await unclaimedReaders(payload, docs[0]?.id ?? null),
  })
  const listed = [...articles.learn, ...articles.news].map((article) => ({
    id: article.id,
    title: article.title,
    articleType: article.articleType === 'learn' ? ('learn' as const) : ('news' as const),
    url: articleUrl(article),
  }))
  const unsubscribePage = `${env.siteUrl}/newsletter/unsubscribe`
  return {
    subject,
    html: personalise(html, PREVIEW_READER_NAME, unsubscribePage, true),
    text: personalise(text, PREVIEW_READER_NAME, unsubscribePage, false),
    articleCount,
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
