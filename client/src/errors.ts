import type { ErrorBody } from './types'

/** A 4xx or 5xx answer; `body` is the contract's `{ error }` envelope when the answer had one. */
export class BlockwiseApiError extends Error {
  override readonly name = 'BlockwiseApiError'
  readonly status: number
  readonly body: ErrorBody | undefined

  constructor(response: Response, error: unknown) {
    const body = isErrorBody(error) ? error : undefined
    super(body?.error ?? `${response.status} ${response.statusText}`.trim())
    this.status = response.status
    this.body = body
  }
}

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' && value !== null && typeof Reflect.get(value, 'error') === 'string'
  )
}
