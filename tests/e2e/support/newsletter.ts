import { expect, type APIRequestContext } from '@playwright/test'
import pg from 'pg'

import { EDITOR, seededCms as cms } from './admin'
import { awaitMail, isConfirmation, linkIn } from './mail'

/** What the site tells a reader who has just subscribed to do next, in its toast and its page. */
export const CONFIRMATION_EMAILED =
  'We have emailed you a confirmation link: open it to start receiving the newsletter.'

let readers = 0

/**
 * A reader who subscribed and opened the link in the confirmation mail. Each comes from its own
 * address (the last X-Forwarded-For hop, as the site's proxy sends it), so test set-up never spends
 * the per-client subscribe budget that the specs driving the site's form rely on.
 */
export async function subscribeConfirmed(
  request: APIRequestContext,
  name: string,
  email: string,
): Promise<void> {
  readers += 1
  const subscribed = await request.post(`${cms}/api/newsletter/subscribe`, {
    headers: { 'x-forwarded-for': `198.51.100.${readers}` },
    data: { name, email },
  })
  expect(subscribed.status()).toBe(200)
  const link = linkIn(await awaitMail(email, isConfirmation), '/newsletter/confirm')
  const confirmed = await request.post(`${cms}/api/newsletter/confirm`, {
    data: { token: new URL(link).searchParams.get('token') },
  })
  expect(confirmed.status()).toBe(200)
}

/** The demo editor's (or `account`'s) Authorization header, from Payload's login on the CMS. */
export async function editorAuthorization(
  request: APIRequestContext,
  account: { email: string; password: string } = EDITOR,
): Promise<string> {
  const response = await request.post(`${cms}/cms-api/users/login`, {
    data: account,
  })
  expect(response.status()).toBe(200)
  const { token } = (await response.json()) as { token: string }
  return `JWT ${token}`
}

/**
 * This week's issue, proposed if it had none and approved if it was waiting (only an approved
 * issue is sent), as the editor `authorization` names approves it in its edit view.
 */
export async function approveThisWeek(
  request: APIRequestContext,
  authorization: string,
): Promise<{ id: string; week: string }> {
  const proposed = await request.post(`${cms}/api/newsletter/digest/propose`, {
    headers: { authorization },
  })
  expect(proposed.status()).toBe(200)
  const issue = (await proposed.json()) as { id: string; week: string; status: string }
  if (issue.status === 'draft') {
    const approved = await request.patch(`${cms}/cms-api/newsletter-issues/${issue.id}`, {
      headers: { authorization },
      data: { status: 'approved' },
    })
    expect(approved.status()).toBe(200)
  }
  return issue
}

/** Has this week's digest approved and sent now, once a send still in flight (409) has finished. */
export async function sendDigest(request: APIRequestContext, authorization: string) {
  await approveThisWeek(request, authorization)
  await expect(async () => {
    const response = await request.post(`${cms}/api/newsletter/digest/send`, {
      headers: { authorization },
    })
    expect(response.status()).toBe(202)
  }).toPass({ timeout: 30_000 })
}

/** The subscriber list as editors export it (CSV). */
export async function subscriberList(
  request: APIRequestContext,
  authorization: string,
): Promise<string> {
  const response = await request.get(`${cms}/api/newsletter/subscribers.csv`, {
    headers: { authorization },
  })
  expect(response.status()).toBe(200)
  return response.text()
}

/** The subscription's status in the seeded stack's database, undefined once it is deleted. */
export async function subscriberStatus(email: string): Promise<string | undefined> {
  const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await db.connect()
  try {
    const { rows } = await db.query<{ status: string }>(
      'SELECT status FROM newsletters WHERE email = $1',
      [email],
    )
    return rows[0]?.status
  } finally {
    await db.end()
  }
}
