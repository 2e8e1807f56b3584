import { expect } from '@playwright/test'

import { smtpFake, type CapturedMail } from '../../fakes/smtp'

const CONFIRMATION_SUBJECT = 'Confirm your Blockwise newsletter subscription'

function controlUrl(): string {
  const url = process.env.E2E_SMTP_CONTROL_URL
  if (!url) throw new Error('E2E_SMTP_CONTROL_URL is unset: globalSetup starts the SMTP fake')
  return url
}

/** The mails the CMS has sent to `address` so far that `match`, oldest first. */
export async function mailsTo(
  address: string,
  match: (mail: CapturedMail) => boolean = () => true,
): Promise<CapturedMail[]> {
  const messages = await smtpFake.messages(controlUrl())
  return messages.filter((mail) => mail.to.includes(address) && match(mail))
}

/** Waits until the `count`th matching mail to `address` has arrived, and returns it. */
export async function awaitMail(
  address: string,
  match: (mail: CapturedMail) => boolean,
  count = 1,
): Promise<CapturedMail> {
  let mails: CapturedMail[] = []
  await expect
    .poll(async () => (mails = await mailsTo(address, match)).length, {
      message: `mail number ${count} to ${address}`,
    })
    .toBeGreaterThanOrEqual(count)
  return mails[count - 1] as CapturedMail
}

export const isConfirmation = (mail: CapturedMail) => mail.subject === CONFIRMATION_SUBJECT

/** The first link in the mail's HTML to `path` on the site, as an absolute URL. */
export function linkIn(mail: CapturedMail, path: string): string {
  for (const [, href = ''] of mail.html.matchAll(/href="([^"]+)"/g)) {
    // An ampersand in an attribute may be written as a named or a numeric reference.
    const url = href.replace(/&(?:amp|#38|#x26);/gi, '&')
    if (URL.canParse(url) && new URL(url).pathname === path) return url
  }
  throw new Error(`no link to ${path} in "${mail.subject}"`)
}

export const isDigest = (mail: CapturedMail) => mail.subject.startsWith('Blockwise weekly')
