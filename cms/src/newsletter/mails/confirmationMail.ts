import { escapeHtml } from '@blockwise/shared'

import { CONFIRMATION_LINK_HOURS } from '../tokens'

import { mailLayout, type MailBody } from './mailLayout'

export const CONFIRMATION_SUBJECT = 'Confirm your Blockwise newsletter subscription'

/** The double opt-in mail: nothing is sent to the address until its owner opens this link. */
export function confirmationMail(name: string, confirmUrl: string): MailBody {
  const link = escapeHtml(confirmUrl)
  return mailLayout({
    html: `<p>Hi ${escapeHtml(name)},</p>
<p>Please confirm that you want the Blockwise weekly newsletter: one short, plain-English crypto lesson and the stories that mattered, every week.</p>
<p style="margin:24px 0"><a href="${link}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#4f46e5;color:#ffffff;font-weight:700;text-decoration:none">Confirm my subscription</a></p>
<p style="font-size:14px;color:#52525b">The link works for ${CONFIRMATION_LINK_HOURS} hours. If you did not ask for this, ignore this mail: you will not hear from us again.</p>`,
    text: `Hi ${name},

Please confirm that you want the Blockwise weekly newsletter: one short, plain-English crypto lesson and the stories that mattered, every week.

Confirm my subscription: ${confirmUrl}

The link works for ${CONFIRMATION_LINK_HOURS} hours. If you did not ask for this, ignore this mail: you will not hear from us again.`,
  })
}
