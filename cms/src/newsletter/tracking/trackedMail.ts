import type { JSDOM } from 'jsdom'

import { escapeHtml } from '@blockwise/shared'

import type { MailBody } from '../mails/mailLayout'

import { applyEdits, elementPlace, parseMail, type MailEdit } from './mailEdits'
import { linkEdits, trackedTextLinks } from './trackedLinks'
import { openPixelUrl } from './trackingUrls'

/** The 1×1 image whose loading counts an open, put right before the end of the body. */
function openPixelEdit(mail: JSDOM, html: string, issueId: string): MailEdit {
  const end = elementPlace(mail, mail.window.document.body)?.endTag?.startOffset ?? html.length
  const pixel = `<img src="${escapeHtml(openPixelUrl(issueId))}" width="1" height="1" alt="">`
  return { start: end, end, text: pixel }
}

/**
 * An issue's mail as it is sent: its web links through the click redirect, in both parts, and,
 * when the issue counts opens, the open pixel at the end of the HTML.
 */
export function trackedMail(mail: MailBody, issueId: string, openTracking: boolean): MailBody {
  const parsed = parseMail(mail.html)
  const edits = linkEdits(parsed, issueId)
  if (openTracking) edits.push(openPixelEdit(parsed, mail.html, issueId))
  return { html: applyEdits(mail.html, edits), text: trackedTextLinks(mail.text, issueId) }
}
