import type { z } from 'zod'

import { errorResponse } from './errorResponse'

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response }

export function firstIssue(error: z.ZodError, prefix = ''): string {
  const issue = error.issues[0]
  if (!issue) return 'Invalid request'
  return prefix && issue.path.length
    ? `${prefix} ${issue.path.join('.')}: ${issue.message}`
    : issue.message
}

/** Parses URL search params with a zod schema; the first issue becomes the error message. */
export function parseSearchParams<T extends z.ZodType>(
  request: Pick<Request, 'url'>,
  schema: T,
): Parsed<z.infer<T>> {
  const params = Object.fromEntries(new URL(request.url).searchParams)
  const result = schema.safeParse(params)
  if (result.success) return { ok: true, data: result.data }
  return {
    ok: false,
    response: errorResponse(400, firstIssue(result.error, 'Invalid query parameter')),
  }
}
