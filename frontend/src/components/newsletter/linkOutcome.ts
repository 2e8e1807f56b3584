export const LINK_OUTCOMES = ['done', 'invalid', 'failed', 'unreachable'] as const

/** How a newsletter link's action went, when its page's form was posted without the script. */
export type LinkOutcome = (typeof LINK_OUTCOMES)[number]

/** What a newsletter link's page says when its action did not go through. */
export interface LinkFailure {
  /** When the API answers with an error other than 400 and gives no message. */
  fallback: string
  /** When the request does not reach the API. */
  unreachable: string
}

export const CONFIRM_FAILURE: LinkFailure = {
  fallback: 'Failed to confirm your subscription',
  unreachable: 'Unable to confirm your subscription. Please try again.',
}

export const UNSUBSCRIBE_FAILURE: LinkFailure = {
  fallback: 'Failed to unsubscribe',
  unreachable: 'Unable to unsubscribe. Please try again.',
}

/** The failure a no-script attempt came back with, if any. */
export function failureText(outcome: LinkOutcome | null, failure: LinkFailure): string | undefined {
  if (outcome === 'failed') return failure.fallback
  if (outcome === 'unreachable') return failure.unreachable
  return undefined
}
