import { errorResponse } from '@/contract/errorResponse'

/** The ways to authenticate, on every 401 (RFC 9110 §11.6.1): a session token or an integration key. */
const WWW_AUTHENTICATE = 'JWT realm="blockwise", integrations API-Key realm="blockwise"'

/** An error in the envelope of its API: /api's `{ error }` or Payload's `{ errors: [{ message }] }`. */
export type Envelope = (status: number, message: string, headers?: HeadersInit) => Response

/** 401 with the challenge that says how to authenticate. */
export function unauthorized(
  message = 'Authentication required',
  headers?: HeadersInit,
  envelope: Envelope = errorResponse,
): Response {
  const challenged = new Headers(headers)
  challenged.set('www-authenticate', WWW_AUTHENTICATE)
  return envelope(401, message, challenged)
}
