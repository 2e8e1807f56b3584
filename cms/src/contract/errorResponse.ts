import { isDatabaseUnavailable, DATABASE_RETRY_AFTER_SECONDS } from '@/lib/databaseUnavailable'

/** The one error envelope of the /api contract. */
export function errorResponse(status: number, error: string, headers?: HeadersInit): Response {
  return Response.json({ error }, { status, headers })
}

const SERVICE_UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.'

/**
 * The answer to a request that failed unexpectedly: 500 with the envelope and nothing else (no
 * stack trace, no SQL). When the database is away (restarting, unreachable) it is 503 with
 * Retry-After instead: the request may be repeated, and clients and proxies know to.
 */
export function failureResponse(error: unknown, method: string, path: string): Response {
  if (isDatabaseUnavailable(error)) {
    console.error(`[api] ${method} ${path}: database unavailable`, String(error))
    return errorResponse(503, SERVICE_UNAVAILABLE, {
      'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
    })
  }
  console.error(`[api] ${method} ${path} failed`, error)
  return errorResponse(500, 'Something went wrong. Please try again later.')
}
