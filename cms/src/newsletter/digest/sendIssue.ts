import type { Payload, Where } from 'payload'

import type { NewsletterIssue, Newsletter } from '@/payload-types'

import { listUnsubscribeHeaders, unsubscribeUrls } from '../links'

import { digestArticles } from './digestArticles'
import { classifyMailFailure, type MailFailure } from './mailRefusal'
import { personalise, renderDigest } from './renderDigest'

/** Readers mailed per round; each round claims its deliveries before sending. */
const BATCH_SIZE = 25

/** A week's issue, if it has one. */
export const findIssue = async (payload: Payload, week: string) =>
  (
    await payload.find({
      collection: 'newsletter-issues',
      where: { week: { equals: week } },
      limit: 1,
    })
  ).docs[0]

/**
 * This week's issue, rendered and stored the first time it is asked for; null when nothing was
 * published this week: readers are not sent last week's articles again.
 */
async function issueFor(payload: Payload, week: string): Promise<NewsletterIssue | null> {
  const existing = await findIssue(payload, week)
  if (existing) return existing
  const articles = await digestArticles(payload)
  if (!articles.newThisWeek) return null
  const digest = renderDigest(articles)
  const { totalDocs: recipients } = await payload.count({
    collection: 'newsletters',
    where: { status: { equals: 'active' } },
  })
  try {
    return await payload.create({
      collection: 'newsletter-issues',
      data: {
        week,
        subject: digest.subject,
        html: digest.html,
        text: digest.text,
        status: 'sending',
        recipients,
        sent: 0,
      },
    })
  } catch (error) {
    // Another run created it a moment ago (unique week).
    const raced = await findIssue(payload, week)
    if (raced) return raced
    throw error
  }
}

/** Active readers an issue has not been claimed for (every active reader when there is none yet). */
export async function unclaimedReaders(payload: Payload, issueId: string | null): Promise<Where> {
  const { docs: claimed } = issueId
    ? await payload.find({
        collection: 'newsletter-deliveries',
        where: { issue: { equals: issueId } },
        select: { subscriber: true },
        pagination: false,
        depth: 0,
      })
    : { docs: [] }
  return {
    and: [
      { status: { equals: 'active' } },
      ...(claimed.length ? [{ id: { not_in: claimed.map((row) => row.subscriber) } }] : []),
    ],
  }
}

/** The next readers to mail, oldest subscription first, but none this run has already tried. */
async function nextBatch(
  payload: Payload,
  issue: NewsletterIssue,
  triedThisRun: Set<string>,
): Promise<Newsletter[]> {
  const unclaimed = await unclaimedReaders(payload, issue.id)
  const { docs } = await payload.find({
    collection: 'newsletters',
    where: triedThisRun.size
      ? { and: [unclaimed, { id: { not_in: [...triedThisRun] } }] }
      : unclaimed,
    sort: 'createdAt',
    limit: BATCH_SIZE,
    depth: 0,
  })
  return docs
}

/** Claims the delivery; false when another run already has (the unique index decides). */
async function claim(payload: Payload, issue: NewsletterIssue, reader: Newsletter) {
  try {
    return await payload.create({
      collection: 'newsletter-deliveries',
      data: { issue: issue.id, subscriber: reader.id, state: 'sending' },
      depth: 0,
    })
  } catch (error) {
    const { totalDocs } = await payload.count({
      collection: 'newsletter-deliveries',
      where: { and: [{ issue: { equals: issue.id } }, { subscriber: { equals: reader.id } }] },
    })
    if (totalDocs > 0) return null
    throw error
  }
}

type Outcome = 'sent' | MailFailure

async function deliver(payload: Payload, issue: NewsletterIssue, reader: Newsletter) {
  const delivery = await claim(payload, issue, reader)
  if (!delivery) return null
  const { page, oneClick } = unsubscribeUrls(reader.id)
  let outcome: Outcome = 'sent'
  try {
    await payload.sendEmail({
      to: reader.email,
      subject: issue.subject,
      html: personalise(issue.html, reader.name, page, true),
      text: personalise(issue.text, reader.name, page, false),
      headers: listUnsubscribeHeaders(oneClick),
    })
  } catch (error) {
    outcome = classifyMailFailure(error)
    payload.logger.error({ err: error, msg: `Digest ${issue.week}: mail to one reader ${outcome}` })
  }
  // Nothing was accepted: the claim is released, and the next run mails the reader.
  if (outcome === 'deferred')
    await payload.delete({ collection: 'newsletter-deliveries', id: delivery.id, depth: 0 })
  else
    await payload.update({
      collection: 'newsletter-deliveries',
      id: delivery.id,
      data: { state: DELIVERY_STATE[outcome], sentAt: new Date().toISOString() },
      depth: 0,
    })
  return outcome
}

const DELIVERY_STATE = { sent: 'sent', refused: 'failed', inDoubt: 'unknown' } as const

/**
 * Claims still 'sending' when a run starts were left by a run that died with the mail in flight
 * (one run per issue at a time): it may have been accepted, so it is recorded as unknown and
 * never sent again.
 */
async function settleInterruptedClaims(payload: Payload, issue: NewsletterIssue) {
  await payload.update({
    collection: 'newsletter-deliveries',
    where: { and: [{ issue: { equals: issue.id } }, { state: { equals: 'sending' } }] },
    data: { state: 'unknown' },
    depth: 0,
  })
}

function markSending(payload: Payload, issue: NewsletterIssue): Promise<NewsletterIssue> {
  return payload.update({
    collection: 'newsletter-issues',
    id: issue.id,
    data: { status: 'sending' },
    overrideAccess: true,
  })
}

/**
 * Sends the week's issue to every active reader, in batches, at most once each: a delivery is
 * claimed before its mail goes out, and a run resumed after a crash skips every claimed reader
 * (one whose mail was in flight at the crash is recorded as unknown, not mailed again). A mail the
 * server deferred or never received releases its claim, and the run then throws so the job is
 * retried and the issue stays 'sending' until everyone has it. Returns the issue as sent, or null
 * when nothing was published this week (no issue).
 */
export async function sendIssue(payload: Payload, week: string): Promise<NewsletterIssue | null> {
  let issue = await issueFor(payload, week)
  if (!issue) return null
  await settleInterruptedClaims(payload, issue)
  const deferred = new Set<string>()
  for (;;) {
    const batch = await nextBatch(payload, issue, deferred)
    if (!batch.length) break
    // Sent before, and readers have joined since: it is sending again until they have it.
    if (issue.status === 'sent') issue = await markSending(payload, issue)
    for (const reader of batch)
      if ((await deliver(payload, issue, reader)) === 'deferred') deferred.add(reader.id)
  }
  if (deferred.size)
    throw new Error(`Digest ${week}: the mail server deferred ${deferred.size} reader(s); retrying`)
  const count = (state?: 'sent') =>
    payload
      .count({
        collection: 'newsletter-deliveries',
        where: {
          and: [{ issue: { equals: issue.id } }, ...(state ? [{ state: { equals: state } }] : [])],
        },
      })
      .then(({ totalDocs }) => totalDocs)
  // A send now after the issue went out mails the readers who joined since: they count too.
  const [recipients, sent] = await Promise.all([count(), count('sent')])
  return payload.update({
    collection: 'newsletter-issues',
    id: issue.id,
    data: { status: 'sent', recipients, sent, sentAt: new Date().toISOString() },
    overrideAccess: true,
  })
}

/** Whether the week has an issue to send: it exists, or something new was published for it. */
export async function weekHasIssue(payload: Payload, week: string): Promise<boolean> {
  return Boolean(await findIssue(payload, week)) || (await digestArticles(payload)).newThisWeek > 0
}

/** Lets the next send of a week's issue retry the readers whose mail the server refused. */
export async function releaseRefusedDeliveries(payload: Payload, week: string): Promise<void> {
  const issue = await findIssue(payload, week)
  if (!issue) return
  await payload.delete({
    collection: 'newsletter-deliveries',
    where: { and: [{ issue: { equals: issue.id } }, { state: { equals: 'failed' } }] },
    depth: 0,
  })
}
