/** The jobs queue of newsletter sends and housekeeping. */
export const NEWSLETTER_QUEUE = 'newsletter'
export const SEND_ISSUE_TASK = 'sendNewsletterIssue'

/** One send per issue at a time. */
export const issueConcurrencyKey = (week: string) => `newsletter:${week}`
