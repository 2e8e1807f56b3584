import type { z } from 'zod'

import { errorResponse } from './errorResponse'

/**
 * The query parameters a route reads: the keys of its query schema, or the names it reads by
 * hand. `'unchecked'` is for the catch-all 404, which answers no call.
 */
export type QueryKeys = readonly string[] | 'unchecked'

export const queryKeysOf = (schema: z.ZodObject): readonly string[] => Object.keys(schema.shape)

/**
 * One policy for every /api call (docs/api.md#query-parameters): a query parameter the call does
 * not read is refused with 400, never ignored, so that a misspelt filter (`?tags=…`) cannot pass for
 * an unfiltered answer.
 */
export function refuseUnknownQuery(
  request: Pick<Request, 'url'>,
  accepted: QueryKeys,
): Response | null {
  if (accepted === 'unchecked') return null
  for (const key of new URL(request.url).searchParams.keys())
    if (!accepted.includes(key)) return errorResponse(400, `Unknown query parameter: ${key}`)
  return null
}
