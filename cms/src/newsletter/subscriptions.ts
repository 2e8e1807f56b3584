import { ValidationError, type Payload } from 'payload'

import type { NewsletterSubscription } from '@blockwise/shared'

import type { Newsletter } from '@/payload-types'

import { confirmationUrl } from './links'
import { CONFIRMATION_SUBJECT, confirmationMail } from './mails/confirmationMail'
import { CONFIRMATION_LINK_HOURS, verifyLink } from './tokens'

export type SubscribeOutcome = { ok: true } | { ok: false; error: string }

/** Runs work after the answer has gone out (the route passes Next's `after`). */
export type Defer = (task: () => Promise<void>) => void

async function findByEmail(payload: Payload, email: string): Promise<Newsletter | undefined> {
  const { docs } = await payload.find({
    collection: 'newsletters',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
  })
  return docs[0]
}

/** Mails a fresh link; `restamp` moves the 48-hour expiry to now (a resent link). */
async function sendConfirmation(payload: Payload, subscriber: Newsletter, restamp: boolean) {
  try {
    if (restamp)
      await payload.update({
        collection: 'newsletters',
        id: subscriber.id,
        data: { confirmationSentAt: new Date().toISOString() },
        depth: 0,
      })
    const mail = confirmationMail(subscriber.name, confirmationUrl(subscriber.id))
    await payload.sendEmail({ to: subscriber.email, subject: CONFIRMATION_SUBJECT, ...mail })
  } catch (error) {
    // The reader was told to check their inbox; subscribing again sends a new link.
    payload.logger.error({ err: error, msg: 'Newsletter: a confirmation mail was not sent' })
  }
}

/**
 * Double opt-in (the email arrives trimmed and lower-cased): a new address is stored as pending and
 * sent a confirmation link; a pending one gets a fresh link; an active one gets nothing. The mail
 * goes out after the answer (`defer`), so every case answers the same and as fast, whatever the
 * mail server does: the call reveals nothing about who subscribed. A filled honeypot is a bot: the
 * same answer, nothing stored or sent. The unique index settles simultaneous requests.
 */
export async function subscribe(
  payload: Payload,
  { name, email, website }: NewsletterSubscription,
  defer: Defer,
): Promise<SubscribeOutcome> {
  if (website) return { ok: true }
  const existing = await findByEmail(payload, email)
  if (existing) {
    if (existing.status === 'pending') defer(() => sendConfirmation(payload, existing, true))
    return { ok: true }
  }
  try {
    // One INSERT in autocommit, not a Payload transaction: Payload's commit swallows a failed
    // COMMIT (PostgreSQL going away at that moment), so the reader would be told "subscribed"
    // for a row that was never stored. Alone, the INSERT either lands or throws (503).
    const created = await payload.create({
      collection: 'newsletters',
      data: { name, email, status: 'pending', confirmationSentAt: new Date().toISOString() },
      depth: 0,
      disableTransaction: true,
    })
    defer(() => sendConfirmation(payload, created, false))
    return { ok: true }
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    // Someone subscribed the same address a moment ago: their request sends the mail.
    if (await findByEmail(payload, email)) return { ok: true }
    return { ok: false, error: error.data.errors[0]?.message ?? 'Invalid subscription' }
  }
}

/** Activates the subscription a confirmation link names; false for a bad, expired or stale link. */
export async function confirmSubscription(payload: Payload, token: string): Promise<boolean> {
  const id = verifyLink(token, 'confirm')
  if (!id) return false
  const subscriber = await payload.findByID({
    collection: 'newsletters',
    id,
    depth: 0,
    disableErrors: true,
  })
  if (!subscriber) return false
  if (subscriber.status !== 'active')
    await payload.update({
      collection: 'newsletters',
      id,
      data: { status: 'active', confirmedAt: new Date().toISOString() },
      depth: 0,
    })
  return true
}

/** What an unsubscribe link did: deleted its subscriber, found them gone, or was not ours. */
export type UnsubscribeOutcome = 'removed' | 'already-gone' | 'invalid'

/**
 * Deletes the subscriber an unsubscribe link names, name and email with it (privacy policy: kept
 * "until unsubscription"). Idempotent: a link used twice finds its subscriber already gone.
 */
export async function unsubscribe(payload: Payload, token: string): Promise<UnsubscribeOutcome> {
  const id = verifyLink(token, 'unsubscribe')
  if (!id) return 'invalid'
  const { docs } = await payload.delete({
    collection: 'newsletters',
    where: { id: { equals: id } },
    depth: 0,
  })
  return docs.length ? 'removed' : 'already-gone'
}

/**
 * Unconfirmed subscriptions whose latest link has expired are removed (those an editor added by
 * hand, with no link sent, once they are as old).
 */
export async function expirePendingSubscriptions(
  payload: Payload,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - CONFIRMATION_LINK_HOURS * 3600 * 1000).toISOString()
  const { docs } = await payload.delete({
    collection: 'newsletters',
    where: {
      and: [
        { status: { equals: 'pending' } },
        {
          or: [
            { confirmationSentAt: { less_than: cutoff } },
            {
              and: [
                { confirmationSentAt: { exists: false } },
                { createdAt: { less_than: cutoff } },
              ],
            },
          ],
        },
      ],
    },
    depth: 0,
  })
  return docs.length
}
