import { SITE_NAME } from '@blockwise/shared'
import type { Payload } from 'payload'

import type { NewsletterIssue } from '@/payload-types'

import { digestArticles } from './digestArticles'
import { findIssue } from './findIssue'
import type { DigestContent } from './renderDigest'

/** The intro an editor starts from. */
export const PROPOSED_INTRO = 'Here is your box of crypto knowledge for the week.'

/**
 * What the week's proposal holds as of `now` (the selection rule editors start from): the week's
 * lessons (or the latest ones), then its most read news, under the lead article's title; and how
 * many of them are new this week (none: the week has no issue).
 */
export async function proposal(
  payload: Payload,
  now = new Date(),
): Promise<{ content: DigestContent; newThisWeek: number }> {
  const { learn, news, newThisWeek } = await digestArticles(payload, now)
  const articles = [...learn, ...news]
  const lead = articles[0]
  return {
    content: {
      subject: lead ? `${SITE_NAME} weekly: ${lead.title}` : `${SITE_NAME} weekly`,
      intro: PROPOSED_INTRO,
      articles,
    },
    newThisWeek,
  }
}

/**
 * Proposes the week's issue as a draft for editors to curate and approve. Returns the week's issue
 * if it already has one, and null when nothing was published this week (readers are not sent last
 * week's articles again).
 */
export async function proposeIssue(
  payload: Payload,
  week: string,
  now = new Date(),
): Promise<NewsletterIssue | null> {
  const existing = await findIssue(payload, week)
  if (existing) return existing
  const { content, newThisWeek } = await proposal(payload, now)
  if (!newThisWeek) return null
  try {
    const issue = await payload.create({
      collection: 'newsletter-issues',
      data: {
        week,
        status: 'draft',
        subject: content.subject,
        intro: content.intro,
        articles: content.articles.map((article) => article.id),
        recipients: 0,
        sent: 0,
      },
      depth: 0,
    })
    payload.logger.info(
      `Digest ${week}: proposed with ${content.articles.length} articles for approval`,
    )
    return issue
  } catch (error) {
    // Another run proposed it a moment ago (unique week).
    const raced = await findIssue(payload, week)
    if (raced) return raced
    throw error
  }
}
