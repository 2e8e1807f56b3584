import type { Payload, Where } from 'payload'

import type { NewsletterIssue, Newsletter } from '@/payload-types'

import { listUnsubscribeHeaders, unsubscribeUrls } from '../links'
import type { MailBody } from '../mails/mailLayout'
import { trackedMail } from '../tracking/trackedMail'

import { findIssue } from './findIssue'
import { issueContent } from './issueContent'
import { classifyMailFailure, type MailFailure } from './mailRefusal'
import { personalise, renderDigest } from './renderDigest'

/** Readers mailed per round; each round claims its deliveries before sending. */
const BATCH_SIZE = 25

/**
 * Freezes an approved issue for sending: renders it as curated, its links through the click
 * redirect (and the open pixel in it when the site setting asks for one), and stores the mail, so
 * a resumed send sends the same issue. Only an issue still approved is taken (an editor may have
 * withdrawn the approval a moment ago); null otherwise.
 */
async function startSending(
  payload: Payload,
  issue: NewsletterIssue,
): Promise<NewsletterIssue | null> {
  const { newsletterOpenTracking } = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const openTracking = newsletterOpenTracking === true
  const mail = trackedMail(renderDigest(await issueContent(payload, issue)), issue.id, openTracking)
  const { totalDocs: recipients } = await payload.count({
    collection: 'newsletters',
    where: { status: { equals: 'active' } },
  })
  const { docs } = await payload.update({
    collection: 'newsletter-issues',
    where: { and: [{ id: { equals: issue.id } }, { status: { equals: 'approved' } }] },
    data: { status: 'sending', ...mail, openTracking, recipients, sent: 0 },
    depth: 0,
  })
  return docs[0] ?? null
}

export type SendResult =
  { outcome: 'sent'; issue: NewsletterIssue } | { outcome: 'no-issue' | 'awaiting-approval' }

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

/** The mail stored when the send started: every reader gets that, whatever changed since. */
function frozenMail(issue: NewsletterIssue): MailBody {
  if (!issue.html || !issue.text) throw new Error(`Digest ${issue.week}: sending without its mail`)
  return { html: issue.html, text: issue.text }
}

async function deliver(
  payload: Payload,
  issue: NewsletterIssue,
  mail: MailBody,
  reader: Newsletter,
) {
  const delivery = await claim(payload, issue, reader)
  if (!delivery) return null
  const { page, oneClick } = unsubscribeUrls(reader.id, issue.id)
  let outcome: Outcome = 'sent'
  try {
    await payload.sendEmail({
      to: reader.email,
      subject: issue.subject,
      html: personalise(mail.html, reader.name, page, true),
      text: personalise(mail.text, reader.name, page, false),
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
    depth: 0,
  })
}

/**
 * Sends the week's issue, exactly as an editor curated and approved it, to every active reader,
 * in batches, at most once each: a delivery is claimed before its mail goes out, and a run resumed
 * after a crash skips every claimed reader (one whose mail was in flight at the crash is recorded
 * as unknown, not mailed again). A mail the server deferred or never received releases its claim,
 * and the run then throws so the job is retried and the issue stays 'sending' until everyone has
 * it. An issue that is not approved (or a week with none) is not sent.
 */
export async function sendIssue(payload: Payload, week: string): Promise<SendResult> {
  const found = await findIssue(payload, week)
  if (!found) return { outcome: 'no-issue' }
  if (found.status === 'draft') return { outcome: 'awaiting-approval' }
  let issue = found.status === 'approved' ? await startSending(payload, found) : found
  if (!issue) return { outcome: 'awaiting-approval' }
  await settleInterruptedClaims(payload, issue)
  const mail = frozenMail(issue)
  const deferred = new Set<string>()
  for (;;) {
    const batch = await nextBatch(payload, issue, deferred)
    if (!batch.length) break
    // Sent before, and readers have joined since: it is sending again until they have it.
    if (issue.status === 'sent') issue = await markSending(payload, issue)
    for (const reader of batch)
      if ((await deliver(payload, issue, mail, reader)) === 'deferred') deferred.add(reader.id)
  }
  if (deferred.size)
    throw new Error(`Digest ${week}: the mail server deferred ${deferred.size} reader(s); retrying`)
  const sentIssue = issue
  const count = (state?: 'sent') =>
    payload
      .count({
        collection: 'newsletter-deliveries',
        where: {
          and: [
            { issue: { equals: sentIssue.id } },
            ...(state ? [{ state: { equals: state } }] : []),
          ],
        },
      })
      .then(({ totalDocs }) => totalDocs)
  // A send now after the issue went out mails the readers who joined since: they count too.
  const [recipients, sent] = await Promise.all([count(), count('sent')])
  const done = await payload.update({
    collection: 'newsletter-issues',
    id: issue.id,
    data: { status: 'sent', recipients, sent, sentAt: new Date().toISOString() },
    overrideAccess: true,
    depth: 0,
  })
  return { outcome: 'sent', issue: done }
}

/** Lets the next send of a week's issue retry the readers whose mail the server refused. */
export async function releaseRefusedDeliveries(
  payload: Payload,
  issue: NewsletterIssue,
): Promise<void> {
  await payload.delete({
    collection: 'newsletter-deliveries',
    where: { and: [{ issue: { equals: issue.id } }, { state: { equals: 'failed' } }] },
    depth: 0,
  })
}
