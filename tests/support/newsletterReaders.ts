import { smtpFake } from '../fakes/smtp'

import { uniqueSuffix } from './fixtures'
import { testPayload } from './payload'

/** A fresh address no other test uses. */
export const newAddress = (label: string) => `${label}-${uniqueSuffix()}@example.com`

/** A subscriber who confirmed: stored by the server (the Local API), as a confirmation stores it. */
export async function activeSubscriber(email: string, name = 'Reader') {
  const payload = await testPayload()
  return payload.create({ collection: 'newsletters', data: { name, email, status: 'active' } })
}

/** The mails the fake SMTP server (its control URL `smtp`) received for `email`. */
export const mailsTo = async (smtp: string, email: string) =>
  (await smtpFake.messages(smtp)).filter((mail) => mail.to.includes(email))
