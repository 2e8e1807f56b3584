/**
 * A provider call that did not deliver its part. `retryable` marks a passing condition at the
 * service (rate limit, outage, timeout) that the workflow may retry with backoff; anything else
 * needs a person (configuration, refusal, unusable output).
 */
export interface StepFailure<Reason extends string> {
  ok: false
  reason: Reason
  message: string
  retryable: boolean
  /** The service's own hint of when to try again. */
  retryAfterSeconds?: number
}

interface Retry {
  retryable: boolean
  retryAfterSeconds?: number | undefined
}

export const TRANSIENT: Retry = { retryable: true }
export const NEEDS_A_PERSON: Retry = { retryable: false }

export function stepFailure<Reason extends string>(
  reason: Reason,
  message: string,
  { retryable, retryAfterSeconds }: Retry,
): StepFailure<Reason> {
  return {
    ok: false,
    reason,
    message,
    retryable,
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  }
}
