import { validations, type DateFieldValidation } from 'payload'

/** Clocks of editors' machines run a little ahead; minutes, not a scheduled date. */
const CLOCK_SKEW_MS = 5 * 60 * 1000

export const FUTURE_PUBLISHED_AT =
  'A published article cannot be dated in the future. To make it live later, schedule the publish instead (Schedule Publish, beside Publish), or use the current date and time or an earlier one.'

/**
 * A published article dated ahead would be live, dated in the future and listed first. Going live
 * later is a scheduled publish; the date of a published article is at most now (every write path:
 * this is the field's own validation). Drafts may carry any date; it is judged when they are published.
 */
export const refuseFuturePublishedAt: DateFieldValidation = (value, options) => {
  const valid = validations.date(value, options)
  if (valid !== true || !value) return valid
  const published = Boolean((options.siblingData as { published?: unknown }).published)
  return published && Date.parse(String(value)) > Date.now() + CLOCK_SKEW_MS
    ? FUTURE_PUBLISHED_AT
    : true
}
