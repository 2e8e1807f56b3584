import type { Payload } from 'payload'

import { relationshipIds } from '@/lib/relationshipIds'
import type { NewsletterIssue } from '@/payload-types'

import { curatedArticles } from './digestArticles'
import { findIssue } from './findIssue'
import { proposal } from './proposeIssue'
import type { DigestContent } from './renderDigest'

type Curated = Pick<NewsletterIssue, 'subject' | 'intro' | 'articles'>

/** What an issue says as curated: its subject, its intro and its articles in their order. */
export async function issueContent(payload: Payload, issue: Curated): Promise<DigestContent> {
  return {
    subject: issue.subject,
    intro: issue.intro ?? '',
    articles: await curatedArticles(payload, relationshipIds(issue.articles)),
  }
}

export interface WeekDigest {
  /** The week's issue; undefined while none has been proposed yet. */
  issue: NewsletterIssue | undefined
  content: DigestContent
}

/**
 * The week's digest as it stands: its issue as curated, or, before one is proposed, what the
 * proposal would hold.
 */
export async function weekDigest(
  payload: Payload,
  week: string,
  now = new Date(),
): Promise<WeekDigest> {
  const issue = await findIssue(payload, week)
  if (issue) return { issue, content: await issueContent(payload, issue) }
  return { issue, content: (await proposal(payload, now)).content }
}
