import type { EmailAdapter } from 'payload'

import { env } from '@/env'

import { mailTransport } from './mailTransport'

/**
 * Payload's email adapter over nodemailer, the same shape as @payloadcms/email-nodemailer.
 * That package's newest release (3.90.1) pins payload 3.90.1 as its exact peer, below our
 * 3.90.2 floor, and Payload's own dependency check refuses the mix in development.
 */
export const emailAdapter: EmailAdapter = () => {
  const transport = mailTransport()
  return {
    name: 'nodemailer',
    defaultFromAddress: env.mailFromAddress,
    defaultFromName: env.mailFromName,
    sendEmail: (message) =>
      transport.sendMail({
        ...message,
        from: message.from ?? { name: env.mailFromName, address: env.mailFromAddress },
      }),
  }
}
