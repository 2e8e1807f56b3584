'use client'

import type { NewsletterIssue } from '@blockwise/shared/schemas/newsletter'
import { Banner } from '@payloadcms/ui'
import type { RefObject } from 'react'

import { ARTICLE_TYPE_LABEL } from '@/newsletter/digest/articleTypeLabel'

import editorial from '../editorial.module.css'

import { IssueApproval } from './IssueApproval'
import styles from './newsletter.module.css'
import { SendActions } from './SendActions'
import { useDigestPreview } from './useNewsletter'

interface Props {
  followUntil: RefObject<number>
  issues: NewsletterIssue[] | undefined
}

/**
 * This week's digest as it stands (its issue as curated, or the proposal): its approval, subject,
 * articles, the mail itself, and the sends.
 */
export function DigestPreview({ followUntil, issues }: Props) {
  const preview = useDigestPreview()
  const digest = preview.data
  // This week's issue once its send has begun: how far it has gone.
  const thisWeek =
    digest &&
    issues?.find(
      (issue) =>
        issue.week === digest.week && (issue.status === 'sending' || issue.status === 'sent'),
    )

  return (
    <section className={styles.card} aria-labelledby="newsletter-digest">
      <h2 id="newsletter-digest">This week’s digest{digest ? ` (${digest.week})` : ''}</h2>
      {preview.isPending && <p role="status">Loading the digest preview...</p>}
      {preview.isError && (
        <Banner type="error">Could not build the preview: {preview.error.message}</Banner>
      )}
      {digest && (
        <>
          <IssueApproval issue={digest.issue} />
          <p className={styles.subject}>
            <span className={styles.label}>Subject</span> <span>{digest.subject}</span>
          </p>
          {digest.articles.length === 0 ? (
            <p className={editorial.muted}>
              No published article to put in it yet: the digest would only greet its readers.
            </p>
          ) : (
            <>
              <h3 className={styles.label}>
                {digest.articleCount} article{digest.articleCount === 1 ? '' : 's'} in it
              </h3>
              <ol className={styles.articles} aria-label="Articles in this digest">
                {digest.articles.map((article) => (
                  <li key={article.id}>
                    <span className={styles.tag}>{ARTICLE_TYPE_LABEL[article.articleType]}</span>{' '}
                    <a href={article.url} target="_blank" rel="noreferrer">
                      {article.title}
                    </a>
                  </li>
                ))}
              </ol>
            </>
          )}
          {thisWeek && (
            <p className={editorial.muted}>
              This week’s issue {thisWeek.status === 'sending' ? 'is being sent' : 'went out'} (
              {thisWeek.sent} of {thisWeek.recipients} sent). Sending again mails only active
              subscribers who have not had it.
            </p>
          )}
          <SendActions digest={digest} followUntil={followUntil} />
          <iframe className={styles.frame} title="Digest preview" sandbox="" srcDoc={digest.html} />
        </>
      )}
    </section>
  )
}
