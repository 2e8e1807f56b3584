import config from '@payload-config'
import { getPayload, type Payload, type PayloadRequest } from 'payload'
import type { z } from 'zod'

/** The one error envelope of the /api contract. */
export function errorResponse(status: number, error: string, headers?: HeadersInit): Response {
  return Response.json({ error }, { status, headers })
}

export interface ContractContext {
  payload: Payload
  user: PayloadRequest['user']
}

/** Payload and the caller (from the Payload cookie or an API header), for a route handler. */
export async function contractContext(request: Request): Promise<ContractContext> {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  return { payload, user }
}

/** Parses URL search params with a zod schema; the first issue becomes the error message. */
export function parseSearchParams<T extends z.ZodType>(
  request: Request,
  schema: T,
): { ok: true; data: z.infer<T> } | { ok: false; response: Response } {
  const params = Object.fromEntries(new URL(request.url).searchParams)
  const result = schema.safeParse(params)
  if (result.success) return { ok: true, data: result.data }
  const issue = result.error.issues[0]
  const message = issue
    ? `Invalid query parameter ${issue.path.join('.')}: ${issue.message}`
    : 'Invalid query'
  return { ok: false, response: errorResponse(400, message) }
}
