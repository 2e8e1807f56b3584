import { SITE_NAME, SITE_TAGLINE, escapeHtml } from '@blockwise/shared'

import { env } from '@/env'

export const DYOR_DISCLAIMER =
  'Blockwise is educational content, not financial advice. Crypto assets are volatile and you can lose money: do your own research before you decide anything.'

export interface MailBody {
  html: string
  text: string
}

/** The brand frame every newsletter mail shares: masthead, body, disclaimer and unsubscribe. */
export function mailLayout(body: MailBody, unsubscribePage?: string): MailBody {
  const unsubscribeHtml = unsubscribePage
    ? `<p style="margin:8px 0 0"><a href="${escapeHtml(unsubscribePage)}" style="color:#6b7280">Unsubscribe</a> from the ${SITE_NAME} newsletter in one click.</p>`
    : ''
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${SITE_NAME}</title></head>
<body style="margin:0;background:#f4f4f5;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px 28px 8px"><a href="${escapeHtml(env.siteUrl)}" style="font-size:22px;font-weight:800;color:#4f46e5;text-decoration:none">${SITE_NAME}</a>
<div style="font-size:13px;color:#6b7280">${escapeHtml(SITE_TAGLINE)}</div></td></tr>
<tr><td style="padding:8px 28px 24px;font-size:16px;line-height:1.55">${body.html}</td></tr>
<tr><td style="padding:16px 28px 24px;border-top:1px solid #e4e4e7;font-size:12px;line-height:1.5;color:#6b7280">
<p style="margin:0">${escapeHtml(DYOR_DISCLAIMER)}</p>${unsubscribeHtml}</td></tr>
</table></td></tr></table></body></html>`
  const text = [
    `${SITE_NAME} — ${SITE_TAGLINE}`,
    '',
    body.text,
    '',
    '—',
    DYOR_DISCLAIMER,
    ...(unsubscribePage ? [`Unsubscribe: ${unsubscribePage}`] : []),
  ].join('\n')
  return { html, text }
}
