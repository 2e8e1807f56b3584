import type { Payload, TaskConfig } from 'payload'

import { pruneDailyCounts } from '@/contract/dailyCounts'
import { env } from '@/env'
import { jobActive } from '@/jobs/activeJob'

import { findIssue } from './digest/findIssue'
import { isoWeek } from './digest/isoWeek'
import { proposeIssue } from './digest/proposeIssue'
import { releaseRefusedDeliveries, sendIssue } from './digest/sendIssue'
import { dueAt, weekDue } from './digest/schedule'
import { NEWSLETTER_QUEUE, SEND_ISSUE_TASK, issueConcurrencyKey } from './queue'
import { expirePendingSubscriptions } from './subscriptions'

/** How long before its send time the week's issue is proposed for editors to curate. */
const PROPOSAL_LEAD_MS = 24 * 3_600_000

/** Queues the send of a week's issue; false when one is already queued or running. */
async function queueIssueSend(payload: Payload, week: string): Promise<boolean> {
  try {
    await payload.jobs.queue({ task: SEND_ISSUE_TASK, queue: NEWSLETTER_QUEUE, input: { week } })
    return true
  } catch (error) {
    // The partial unique index on the concurrency key: a send of this issue is in flight.
    if (await jobActive(payload, issueConcurrencyKey(week))) return false
    throw error
  }
}

export type SendNowOutcome = {
  week: string
  result: 'queued' | 'busy' | 'nothing-new' | 'awaiting-approval'
}

/**
 * An editor's "Send now": this week's approved issue to every active reader who has not had it,
 * the readers whose mail the server refused included. A week without an issue yet gets its
 * proposal, which waits for approval like any other.
 */
export async function sendNow(payload: Payload, now = new Date()): Promise<SendNowOutcome> {
  const week = isoWeek(now)
  const issue = await proposeIssue(payload, week, now)
  if (!issue) return { week, result: 'nothing-new' }
  if (issue.status === 'draft') return { week, result: 'awaiting-approval' }
  await releaseRefusedDeliveries(payload, issue)
  return { week, result: (await queueIssueSend(payload, week)) ? 'queued' : 'busy' }
}

/** Sends (or resumes sending) one week's approved issue; a throw (mail deferred) is retried. */
export const sendNewsletterIssue: TaskConfig<'sendNewsletterIssue'> = {
  slug: SEND_ISSUE_TASK,
  label: 'Send the weekly digest',
  inputSchema: [{ name: 'week', type: 'text', required: true }],
  outputSchema: [{ name: 'sent', type: 'number', required: true }],
  concurrency: ({ input }) => issueConcurrencyKey(input.week),
  retries: { attempts: 3, backoff: { type: 'exponential', delay: env.newsletterRetryDelayMs } },
  handler: async ({ input, req: { payload } }) => {
    const result = await sendIssue(payload, input.week)
    if (result.outcome !== 'sent') {
      payload.logger.info(
        result.outcome === 'no-issue'
          ? `Digest ${input.week}: nothing was published this week, no issue`
          : `Digest ${input.week}: not sent, the issue is waiting for an editor's approval`,
      )
      return { output: { sent: 0 } }
    }
    const { issue } = result
    payload.logger.info(`Digest ${issue.week}: sent to ${issue.sent} of ${issue.recipients}`)
    return { output: { sent: issue.sent } }
  },
}

/**
 * Removes expired unconfirmed subscriptions and the articles' daily counts past their retention,
 * proposes this week's issue for curation a day before its send time (once something new was
 * published), sends it once its configured day and hour have come if an editor approved it (an
 * issue still a draft waits, and goes at the first check after its approval), and restarts any
 * send that stopped half-way. Returns the weeks whose send it queued.
 */
export async function runHousekeeping(payload: Payload, now = new Date()): Promise<string[]> {
  await expirePendingSubscriptions(payload, now)
  await pruneDailyCounts(payload)
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const { digestDay, digestHourUtc } = settings
  const proposeFrom = dueAt(now, digestDay, digestHourUtc).getTime() - PROPOSAL_LEAD_MS
  if (now.getTime() >= proposeFrom) await proposeIssue(payload, isoWeek(now), now)
  const { docs: unfinished } = await payload.find({
    collection: 'newsletter-issues',
    where: { status: { equals: 'sending' } },
    select: { week: true },
    pagination: false,
    depth: 0,
  })
  const weeks = new Set(unfinished.map((issue) => issue.week))
  const week = weekDue(now, digestDay, digestHourUtc)
  const status = week && (await findIssue(payload, week))?.status
  if (week && status === 'approved') weeks.add(week)
  if (week && status === 'draft')
    payload.logger.info(`Digest ${week}: due, waiting for an editor's approval`)
  const queued: string[] = []
  for (const sending of weeks) if (await queueIssueSend(payload, sending)) queued.push(sending)
  return queued
}

/** Hourly (NEWSLETTER_SCHEDULE_CRON): the newsletter's schedule and housekeeping. */
export const newsletterHousekeeping: TaskConfig<'newsletterHousekeeping'> = {
  slug: 'newsletterHousekeeping',
  label: 'Newsletter schedule and housekeeping',
  inputSchema: [],
  outputSchema: [],
  schedule: [{ cron: env.newsletterScheduleCron, queue: NEWSLETTER_QUEUE }],
  handler: async ({ req: { payload } }) => {
    await runHousekeeping(payload)
    return { output: {} }
  },
}
