import { ApiError } from '@google/genai'

import { NEEDS_A_PERSON, TRANSIENT, stepFailure, type StepFailure } from './stepFailure'

export type FeaturedImageFailureReason =
  | 'safety_block'
  | 'no_image'
  | 'rate_limited'
  | 'server_error'
  | 'timeout'
  | 'not_configured'
  | 'refused'

export type FeaturedImageFailure = StepFailure<FeaturedImageFailureReason>

export const featuredImageFailure = stepFailure<FeaturedImageFailureReason>

interface GoogleErrorBody {
  error?: {
    message?: string
    details?: Array<{ '@type'?: string; retryDelay?: string; reason?: string }>
  }
}

/** The SDK keeps Google's JSON error body as the ApiError message. */
function errorBody(error: ApiError): GoogleErrorBody {
  try {
    return JSON.parse(error.message) as GoogleErrorBody
  } catch {
    return {}
  }
}

function detailOf(body: GoogleErrorBody, type: 'RetryInfo' | 'ErrorInfo') {
  return body.error?.details?.find((detail) => detail['@type']?.endsWith(`google.rpc.${type}`))
}

/** Google says when to come back in a RetryInfo detail, e.g. `{ retryDelay: "31s" }`. */
function retryDelaySeconds(body: GoogleErrorBody): number | undefined {
  const delay = detailOf(body, 'RetryInfo')?.retryDelay
  const seconds = delay ? Number.parseFloat(delay) : Number.NaN
  return Number.isFinite(seconds) ? Math.ceil(seconds) : undefined
}

/** An error thrown by the Google GenAI SDK as a failed image step; anything else is rethrown. */
export function featuredImageFailureFrom(error: unknown): FeaturedImageFailure {
  // The SDK aborts the request when httpOptions.timeout runs out.
  if (error instanceof Error && error.name === 'AbortError') {
    return featuredImageFailure('timeout', 'Gemini did not answer in time', TRANSIENT)
  }
  if (!(error instanceof ApiError)) throw error

  const body = errorBody(error)
  const detail = body.error?.message ?? error.message
  const { status } = error
  if (status === 429) {
    return featuredImageFailure('rate_limited', `Gemini rate limit reached: ${detail}`, {
      ...TRANSIENT,
      retryAfterSeconds: retryDelaySeconds(body),
    })
  }
  if (status === 408 || status === 504) {
    return featuredImageFailure('timeout', `Gemini timed out: ${detail}`, TRANSIENT)
  }
  if (status >= 500) {
    return featuredImageFailure(
      'server_error',
      `Gemini is unavailable (${status}): ${detail}`,
      TRANSIENT,
    )
  }
  // A wrong key is a 400 whose ErrorInfo names API_KEY_INVALID.
  if (
    [401, 403, 404].includes(status) ||
    detailOf(body, 'ErrorInfo')?.reason === 'API_KEY_INVALID'
  ) {
    return featuredImageFailure(
      'not_configured',
      `Image generation is misconfigured (${status}): ${detail}`,
      NEEDS_A_PERSON,
    )
  }
  return featuredImageFailure(
    'refused',
    `Gemini refused the request (${status}): ${detail}`,
    NEEDS_A_PERSON,
  )
}
