import type { EmailAdapter } from 'payload'

import { env } from '@/env'

import { mailTransport } from './mailTransport'

/**
 * Payload's email adapter over nodemailer: SMTP_URL when set, otherwise .eml files under MAIL_DIR.
 * (The same shape as @payloadcms/email-nodemailer, whose latest release pins an older Payload.)
 */
export const nodemailerAdapter: EmailAdapter = ({ payload }) => {
  const send = mailTransport(payload)
  return {
    name: 'nodemailer',
    defaultFromAddress: env.mailFromAddress,
    defaultFromName: env.mailFromName,
    sendEmail: (message) =>
      send({
        ...message,
        from: message.from ?? { name: env.mailFromName, address: env.mailFromAddress },
      }),
  }
}
