import { errorBodySchema } from '@blockwise/shared/schemas/contract'
import type { z } from 'zod'

/** A failed call to the /api contract; `serverMessage` is its `{ error }` text when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? `The server answered ${status}`)
  }
}

interface Options {
  method?: 'GET' | 'POST' | 'DELETE'
  body?: unknown
}

/**
 * Calls the /api contract on the admin's own origin (the Payload session cookie authenticates)
 * and parses the answer with the contract's schema.
 */
export async function callApi<T>(
  path: string,
  schema: z.ZodType<T>,
  { method = 'GET', body }: Options = {},
): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    throw new ApiError(response.status, errorBodySchema.safeParse(json).data?.error ?? null)
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) throw new Error(`Unexpected answer from ${path}`)
  return parsed.data
}

/** What to tell the editor about a failed call: the server's own words, else `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback
}
