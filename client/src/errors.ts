import type { ErrorBody } from './types.js'

/**
 * An answer of the API with a 4xx or 5xx status. `body` is the contract's `{ error }` envelope when
 * the answer had one (a proxy in between may answer without); `message` is its message.
 */
export class BlockwiseApiError extends Error {
  override readonly name: string = 'BlockwiseApiError'
  readonly status: number
  readonly body: ErrorBody | undefined
  /** The `X-Request-Id` of the answer, when a server or proxy on the way set one. */
  readonly requestId: string | undefined
  readonly headers: Headers
  /** Seconds to wait before trying again, when the answer said (a 429 always, a 503 mostly). */
  readonly retryAfter: number | undefined

  constructor(response: Response, body: unknown) {
    const envelope = isErrorBody(body) ? body : undefined
    super(envelope?.error ?? `${response.status} ${response.statusText}`.trim())
    this.status = response.status
    this.body = envelope
    this.requestId = response.headers.get('x-request-id') ?? undefined
    this.headers = response.headers
    this.retryAfter = retryAfterSeconds(response.headers.get('retry-after'))
  }
}

/** 400: a malformed query or body, a rule the input breaks, an unknown parameter, a stale cursor. */
export class BadRequestError extends BlockwiseApiError {
  override readonly name = 'BadRequestError'
}

/** 401: no valid credential where one is needed, or an unknown, revoked or replaced key. */
export class AuthenticationError extends BlockwiseApiError {
  override readonly name = 'AuthenticationError'
}

/** 403: the credential is valid but may not do this. */
export class PermissionDeniedError extends BlockwiseApiError {
  override readonly name = 'PermissionDeniedError'
}

/** 404: no such resource, or one the caller may not see. */
export class NotFoundError extends BlockwiseApiError {
  override readonly name = 'NotFoundError'
}

/** 409: the resource is busy or in a state that refuses the call. */
export class ConflictError extends BlockwiseApiError {
  override readonly name = 'ConflictError'
}

/** 410: the resource, or the API version asked for, is gone for good. */
export class GoneError extends BlockwiseApiError {
  override readonly name = 'GoneError'
}

/** 429: a budget is spent; `retryAfter` says in how many seconds to try again. */
export class RateLimitError extends BlockwiseApiError {
  override readonly name = 'RateLimitError'
}

/** 5xx: the server failed; `retryAfter` is set when it said when to try again (a 503). */
export class ServerError extends BlockwiseApiError {
  override readonly name = 'ServerError'
}

/** No answer at all: the connection failed (DNS, refused, reset, TLS). `cause` is fetch's error. */
export class BlockwiseNetworkError extends Error {
  override readonly name = 'BlockwiseNetworkError'

  constructor(url: string, cause: unknown) {
    super(`Could not reach ${url}: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    })
  }
}

const ERRORS_BY_STATUS: Record<number, typeof BlockwiseApiError> = {
  400: BadRequestError,
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
  410: GoneError,
  429: RateLimitError,
}

/** The error class of an answer's status: a subclass where one exists, else the base class. */
export function apiError(response: Response, body: unknown): BlockwiseApiError {
  const ErrorClass =
    ERRORS_BY_STATUS[response.status] ?? (response.status >= 500 ? ServerError : BlockwiseApiError)
  return new ErrorClass(response, body)
}

/** Retry-After in seconds, from either of its forms (seconds, or an HTTP date). */
function retryAfterSeconds(value: string | null): number | undefined {
  if (value === null) return undefined
  if (/^\d+$/.test(value.trim())) return Number(value.trim())
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000))
}

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' && value !== null && typeof Reflect.get(value, 'error') === 'string'
  )
}
