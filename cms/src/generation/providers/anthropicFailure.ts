import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  AuthenticationError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  RequestTimeoutError,
} from '@anthropic-ai/sdk'

import { parseRetryAfter } from './retryAfter'
import { NEEDS_A_PERSON, TRANSIENT, stepFailure, type StepFailure } from './stepFailure'

export type ArticleTextFailureReason =
  | 'max_tokens'
  | 'invalid_output'
  | 'rate_limited'
  | 'server_error'
  | 'timeout'
  | 'not_configured'
  | 'refused'

export type ArticleTextFailure = StepFailure<ArticleTextFailureReason> & {
  /** A usable image prompt from an answer whose text failed validation. */
  imagePrompt?: string | undefined
}

export const articleTextFailure = stepFailure<ArticleTextFailureReason>

function retryAfterOf(error: RateLimitError | InternalServerError) {
  return { ...TRANSIENT, retryAfterSeconds: parseRetryAfter(error.headers.get('retry-after')) }
}

/** An error thrown by the Anthropic SDK as a failed text step; anything else is a bug and rethrown. */
export function articleTextFailureFrom(error: unknown): ArticleTextFailure {
  // Subclass before its parent: a timeout is also a connection error.
  if (error instanceof APIConnectionTimeoutError || error instanceof RequestTimeoutError) {
    return articleTextFailure('timeout', 'Claude did not answer in time', TRANSIENT)
  }
  if (error instanceof APIConnectionError) {
    return articleTextFailure('server_error', `Could not reach Claude: ${error.message}`, TRANSIENT)
  }
  if (!(error instanceof APIError)) throw error

  const detail = error.apiMessage ?? error.message
  if (error instanceof RateLimitError) {
    return articleTextFailure(
      'rate_limited',
      `Claude rate limit reached: ${detail}`,
      retryAfterOf(error),
    )
  }
  if (error instanceof InternalServerError) {
    return articleTextFailure(
      'server_error',
      `Claude is unavailable (${error.status}): ${detail}`,
      retryAfterOf(error),
    )
  }
  if (
    error instanceof AuthenticationError ||
    error instanceof PermissionDeniedError ||
    error instanceof NotFoundError
  ) {
    return articleTextFailure(
      'not_configured',
      `Article generation is misconfigured (${error.status}): ${detail}`,
      NEEDS_A_PERSON,
    )
  }
  return articleTextFailure(
    'refused',
    `Claude refused the request (${error.status}): ${detail}`,
    NEEDS_A_PERSON,
  )
}
