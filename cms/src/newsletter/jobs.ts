import type { Payload, TaskConfig } from 'payload'

import { pruneDailyCounts } from '@/contract/dailyCounts'
import { env } from '@/env'
import { jobActive } from '@/jobs/activeJob'

import { isoWeek } from './digest/isoWeek'
import { digestArticles } from './digest/digestArticles'
import { findIssue, releaseRefusedDeliveries, sendIssue, weekHasIssue } from './digest/sendIssue'
import { weekDue } from './digest/schedule'
import { NEWSLETTER_QUEUE, SEND_ISSUE_TASK, issueConcurrencyKey } from './queue'
import { expirePendingSubscriptions } from './subscriptions'

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

export type SendNowOutcome = { week: string; result: 'queued' | 'busy' | 'nothing-new' }

/**
 * An editor's "Send now": this week's issue to every active reader who has not had it, the
 * readers whose mail the server refused included.
 */
export async function sendNow(payload: Payload, now = new Date()): Promise<SendNowOutcome> {
  const week = isoWeek(now)
  if (!(await weekHasIssue(payload, week))) return { week, result: 'nothing-new' }
  await releaseRefusedDeliveries(payload, week)
  return { week, result: (await queueIssueSend(payload, week)) ? 'queued' : 'busy' }
}

/** Sends (or resumes sending) one week's issue; a throw (mail deferred) is retried with backoff. */
export const sendNewsletterIssue: TaskConfig<'sendNewsletterIssue'> = {
  slug: SEND_ISSUE_TASK,
  label: 'Send the weekly digest',
  inputSchema: [{ name: 'week', type: 'text', required: true }],
  outputSchema: [{ name: 'sent', type: 'number', required: true }],
  concurrency: ({ input }) => issueConcurrencyKey(input.week),
  retries: { attempts: 3, backoff: { type: 'exponential', delay: env.newsletterRetryDelayMs } },
  handler: async ({ input, req: { payload } }) => {
    const issue = await sendIssue(payload, input.week)
    if (!issue) {
      payload.logger.info(`Digest ${input.week}: nothing was published this week, no issue`)
      return { output: { sent: 0 } }
    }
    payload.logger.info(`Digest ${issue.week}: sent to ${issue.sent} of ${issue.recipients}`)
    return { output: { sent: issue.sent } }
  },
}

/**
 * Removes expired unconfirmed subscriptions and the articles' daily counts past their retention,
 * starts this week's digest once its configured day and hour have come (and something new was
 * published), and restarts any send that stopped half-way.
 * Returns the weeks whose send it queued.
 */
export async function runHousekeeping(payload: Payload, now = new Date()): Promise<string[]> {
  await expirePendingSubscriptions(payload, now)
  await pruneDailyCounts(payload)
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const week = weekDue(now, settings.digestDay, settings.digestHourUtc)
  const { docs: unfinished } = await payload.find({
    collection: 'newsletter-issues',
    where: { status: { equals: 'sending' } },
    select: { week: true },
    pagination: false,
    depth: 0,
  })
  const weeks = new Set(unfinished.map((issue) => issue.week))
  if (week && !(await findIssue(payload, week)) && (await digestArticles(payload, now)).newThisWeek)
    weeks.add(week)
  const queued: string[] = []
  for (const due of weeks) if (await queueIssueSend(payload, due)) queued.push(due)
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
