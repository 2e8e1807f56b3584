import type { JSDOM } from 'jsdom'

import { escapeHtml } from '@blockwise/shared'

import { env } from '@/env'

import { applyEdits, elementPlace, parseMail, type MailEdit } from './mailEdits'
import { clickUrl } from './trackingUrls'

const WEB_LINK = /^https?:\/\//i

/** Paths of the site a tracked mail links to as they are: unsubscribing, and the redirect itself. */
const UNTRACKED_PATHS = [
  '/newsletter/unsubscribe',
  '/api/newsletter/unsubscribe',
  '/api/newsletter/click',
]

const siteOrigin = new URL(env.siteUrl).origin

/** The site's unsubscribe pages (a locale prefix included) and links already tracked. */
function isUntracked(url: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return true
  }
  return (
    parsed.origin === siteOrigin && UNTRACKED_PATHS.some((path) => parsed.pathname.endsWith(path))
  )
}

/** Whether a link of an issue's mail goes through the click redirect. */
const isTrackable = (url: string) => WEB_LINK.test(url) && !isUntracked(url)

/** The edits that send a parsed mail's web links through the click redirect. */
export function linkEdits(mail: JSDOM, issueId: string): MailEdit[] {
  const edits: MailEdit[] = []
  for (const anchor of mail.window.document.querySelectorAll('a[href]')) {
    const href = anchor.getAttribute('href')?.trim() ?? ''
    const attribute = elementPlace(mail, anchor)?.attrs?.href
    if (!attribute || !isTrackable(href)) continue
    edits.push({
      start: attribute.startOffset,
      end: attribute.endOffset,
      text: `href="${escapeHtml(clickUrl(issueId, href))}"`,
    })
  }
  return edits
}

/**
 * An issue's mail HTML with every web link (`<a href="http(s)://…">`) through the signed click
 * redirect, except the unsubscribe links; `mailto:` and other schemes stay as they are, and so
 * does every other byte of the mail.
 */
export function trackedLinks(html: string, issueId: string): string {
  return applyEdits(html, linkEdits(parseMail(html), issueId))
}

/** A URL in plain text runs to the next space; punctuation right after it ends the sentence. */
const TEXT_URL = /https?:\/\/[^\s<>"]*[^\s<>".,;:!?)\]]/gi

/** The text part of an issue's mail with its web links through the click redirect. */
export function trackedTextLinks(text: string, issueId: string): string {
  return text.replace(TEXT_URL, (url) => (isTrackable(url) ? clickUrl(issueId, url) : url))
}
