import type { Payload, Where } from 'payload'

import type { NewsletterIssue, Newsletter } from '@/payload-types'

import { listUnsubscribeHeaders, unsubscribeUrls } from '../links'

import { digestArticles } from './digestArticles'
import { personalise, renderDigest } from './renderDigest'

/** Readers mailed per round; each round claims its deliveries before sending. */
export const BATCH_SIZE = 25

/** This week's issue, rendered and stored the first time it is asked for. */
async function issueFor(payload: Payload, week: string): Promise<NewsletterIssue> {
  const find = () =>
    payload.find({ collection: 'newsletter-issues', where: { week: { equals: week } }, limit: 1 })
  const existing = (await find()).docs[0]
  if (existing) return existing
  const digest = renderDigest(await digestArticles(payload))
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
    const raced = (await find()).docs[0]
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

/** The next readers to mail, oldest subscription first. */
async function nextBatch(payload: Payload, issue: NewsletterIssue): Promise<Newsletter[]> {
  const { docs } = await payload.find({
    collection: 'newsletters',
    where: await unclaimedReaders(payload, issue.id),
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

async function deliver(payload: Payload, issue: NewsletterIssue, reader: Newsletter) {
  const delivery = await claim(payload, issue, reader)
  if (!delivery) return
  const { page, oneClick } = unsubscribeUrls(reader.id)
  let state: 'sent' | 'failed' = 'sent'
  try {
    await payload.sendEmail({
      to: reader.email,
      subject: issue.subject,
      html: personalise(issue.html, reader.name, page, true),
      text: personalise(issue.text, reader.name, page, false),
      headers: listUnsubscribeHeaders(oneClick),
    })
  } catch (error) {
    state = 'failed'
    payload.logger.error({ err: error, msg: `Digest ${issue.week}: mail to one reader failed` })
  }
  await payload.update({
    collection: 'newsletter-deliveries',
    id: delivery.id,
    data: { state, sentAt: new Date().toISOString() },
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
 * (one whose mail was in flight at the crash is not mailed again). Returns the issue as sent.
 */
export async function sendIssue(payload: Payload, week: string): Promise<NewsletterIssue> {
  let issue = await issueFor(payload, week)
  for (;;) {
    const batch = await nextBatch(payload, issue)
    if (!batch.length) break
    // Sent before, and readers have joined since: it is sending again until they have it.
    if (issue.status === 'sent') issue = await markSending(payload, issue)
    for (const reader of batch) await deliver(payload, issue, reader)
  }
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
