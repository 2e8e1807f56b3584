import type { NewsletterAnalytics } from '@blockwise/shared/schemas/analytics'

import type { Queryable } from '@/contract/counters'

/** How many of the latest issues the report covers. */
const ISSUES_REPORTED = 20

interface IssueRow {
  id: string
  subject: string
  sent_at: Date | null
  open_tracking: boolean
  deliveries: number
  bounces: number
}

interface RolledUpRow {
  scope: string
  dimension: 'click' | 'open' | 'unsubscribe'
  value: string
  events: number
}

type IssueReport = NewsletterAnalytics['issues'][number]

/**
 * The latest issues sent (or being sent), newest first, with their deliveries and bounces (mails
 * the receiving server refused: state 'failed'), each with the deliveries index.
 */
async function latestIssues(database: Queryable): Promise<IssueRow[]> {
  const { rows } = await database.query(
    `SELECT i.id::text AS id, i.subject, i.sent_at, coalesce(i.open_tracking, false) AS open_tracking,
       counted.deliveries, counted.bounces
     FROM (
       SELECT id, subject, sent_at, open_tracking, created_at FROM newsletter_issues
       WHERE status IN ('sending', 'sent')
       ORDER BY sent_at DESC NULLS FIRST, created_at DESC LIMIT $1
     ) AS i
     CROSS JOIN LATERAL (
       SELECT count(*) FILTER (WHERE state = 'sent')::int AS deliveries,
         count(*) FILTER (WHERE state = 'failed')::int AS bounces
       FROM newsletter_deliveries WHERE issue_id = i.id
     ) AS counted
     ORDER BY i.sent_at DESC NULLS FIRST, i.created_at DESC`,
    [ISSUES_REPORTED],
  )
  return rows as IssueRow[]
}

/** Clicks per link, opens and unsubscribes of each issue, over every day (scope newsletter:<id>). */
async function rolledUpCounts(database: Queryable, issueIds: string[]): Promise<RolledUpRow[]> {
  const { rows } = await database.query(
    `SELECT scope, dimension, value, sum(events)::int AS events FROM analytics_daily
     WHERE scope = ANY($1::text[])
     GROUP BY scope, dimension, value`,
    [issueIds.map((id) => `newsletter:${id}`)],
  )
  return rows as RolledUpRow[]
}

function report(issue: IssueRow, counts: RolledUpRow[]): IssueReport {
  const total = (dimension: RolledUpRow['dimension']) =>
    counts.filter((row) => row.dimension === dimension).reduce((sum, row) => sum + row.events, 0)
  const links = counts
    .filter((row) => row.dimension === 'click')
    .map((row) => ({ url: row.value, clicks: row.events }))
    .sort((a, b) => b.clicks - a.clicks || a.url.localeCompare(b.url))
  return {
    issueId: issue.id,
    subject: issue.subject,
    sentAt: issue.sent_at?.toISOString() ?? null,
    deliveries: issue.deliveries,
    bounces: issue.bounces,
    clicks: total('click'),
    unsubscribes: total('unsubscribe'),
    opens: issue.open_tracking ? total('open') : null,
    links,
  }
}

/**
 * What the newsletter did: for each of the latest 20 issues sent, its deliveries, bounces, clicks
 * (per link), opens (null unless the open pixel was on when it was sent) and unsubscribes.
 */
export async function newsletterAnalytics(database: Queryable): Promise<NewsletterAnalytics> {
  const issues = await latestIssues(database)
  const counts = issues.length
    ? await rolledUpCounts(
        database,
        issues.map(({ id }) => id),
      )
    : []
  return {
    issues: issues.map((issue) =>
      report(
        issue,
        counts.filter((row) => row.scope === `newsletter:${issue.id}`),
      ),
    ),
  }
}
