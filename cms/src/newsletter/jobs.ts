import type { Payload, TaskConfig } from 'payload'

import { env } from '@/env'
import { jobActive } from '@/jobs/activeJob'

import { sendIssue } from './digest/sendIssue'
import { weekDue } from './digest/schedule'
import { NEWSLETTER_QUEUE, SEND_ISSUE_TASK, issueConcurrencyKey } from './queue'
import { expirePendingSubscriptions } from './subscriptions'

/** Queues the send of a week's issue; false when one is already queued or running. */
export async function queueIssueSend(payload: Payload, week: string): Promise<boolean> {
  try {
    await payload.jobs.queue({ task: SEND_ISSUE_TASK, queue: NEWSLETTER_QUEUE, input: { week } })
    return true
  } catch (error) {
    // The partial unique index on the concurrency key: a send of this issue is in flight.
    if (await jobActive(payload, issueConcurrencyKey(week))) return false
    throw error
  }
}

/** Sends (or resumes sending) one week's issue. */
export const sendNewsletterIssue: TaskConfig<'sendNewsletterIssue'> = {
  slug: SEND_ISSUE_TASK,
  label: 'Send the weekly digest',
  inputSchema: [{ name: 'week', type: 'text', required: true }],
  outputSchema: [{ name: 'sent', type: 'number', required: true }],
  concurrency: ({ input }) => issueConcurrencyKey(input.week),
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req: { payload } }) => {
    const issue = await sendIssue(payload, input.week)
    payload.logger.info(`Digest ${issue.week}: sent to ${issue.sent} of ${issue.recipients}`)
    return { output: { sent: issue.sent } }
  },
}

/**
 * Hourly: removes expired unconfirmed subscriptions, starts this week's digest once its configured
 * day and hour have come, and restarts any send that stopped half-way.
 */
export const newsletterHousekeeping: TaskConfig<'newsletterHousekeeping'> = {
  slug: 'newsletterHousekeeping',
  label: 'Newsletter schedule and housekeeping',
  inputSchema: [],
  outputSchema: [],
  schedule: [{ cron: env.newsletterScheduleCron, queue: NEWSLETTER_QUEUE }],
  handler: async ({ req: { payload } }) => {
    await expirePendingSubscriptions(payload)
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const week = weekDue(new Date(), settings.digestDay, settings.digestHourUtc)
    const { docs: unfinished } = await payload.find({
      collection: 'newsletter-issues',
      where: { status: { equals: 'sending' } },
      select: { week: true },
      pagination: false,
      depth: 0,
    })
    const weeks = new Set(unfinished.map((issue) => issue.week))
    if (week) {
      const { totalDocs } = await payload.count({
        collection: 'newsletter-issues',
        where: { week: { equals: week } },
      })
      if (totalDocs === 0) weeks.add(week)
    }
    for (const due of weeks) await queueIssueSend(payload, due)
    return { output: {} }
  },
}
