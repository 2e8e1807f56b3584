import { validations, type DateFieldValidation } from 'payload'

/** Clocks of editors' machines run a little ahead; minutes, not a scheduled date. */
export const CLOCK_SKEW_MS = 5 * 60 * 1000

export const FUTURE_PUBLISHED_AT =
  'A published article cannot be dated in the future: scheduling is not available yet. Use the current date and time or an earlier one, or unpublish the article.'

/**
 * A published article dated ahead stayed live, dated in the future and listed first. Until
 * scheduling exists the date of a published article is at most now (every write path: this is the
 * field's own validation). Drafts may carry any date; it is judged when they are published.
 */
export const refuseFuturePublishedAt: DateFieldValidation = (value, options) => {
  const valid = validations.date(value, options)
  if (valid !== true || !value) return valid
  const published = Boolean((options.siblingData as { published?: unknown }).published)
  return published && Date.parse(String(value)) > Date.now() + CLOCK_SKEW_MS
    ? FUTURE_PUBLISHED_AT
    : true
}
