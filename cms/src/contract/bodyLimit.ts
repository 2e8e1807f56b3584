import { nativeApiError } from '@/nativeApi/nativeApiError'

/**
 * Request body limits of the /api contract, and the bounded reading of every body (Payload's native
 * API's JSON writes too, with the limit in src/nativeApi/bodyLimit.ts). Every write
 * handler reads its body through here, so no caller can make the CMS hold more than the limit in
 * memory: a declared Content-Length over it is refused before a byte is read, and a body without
 * one (chunked) is cut off at the limit.
 */

/** Reader actions (subscribe, confirm, clap…) carry a few short fields. */
export const READER_BODY_LIMIT = 16 * 1024
/** Editors' calls are small too; this leaves room for longer values without inviting abuse. */
export const EDITOR_BODY_LIMIT = 64 * 1024

/** The refusal of an oversized body, in the envelope its API's clients read. */
export type TooLargeResponse = (limit: number) => Response

export type BodyRead =
  { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; response: Response }

/** How much more of an oversized body is read (and dropped) after the 413 has gone out. */
const DISCARD_AFTER_REFUSAL = 1024 * 1024

/**
 * Lets a client that is still sending read the 413 rather than a reset connection: the next
 * megabyte is read and dropped while the answer goes out, then the stream is cancelled for good.
 */
export async function discardThenCancel(
  reader: ReadableStreamDefaultReader<Uint8Array>,
): Promise<void> {
  let discarded = 0
  try {
    while (discarded < DISCARD_AFTER_REFUSAL) {
      const { done, value } = await reader.read()
      if (done) return
      discarded += value.byteLength
    }
  } catch {
    return
  }
  await reader.cancel().catch(() => undefined)
}

function tooLargeMessage(limit: number): string {
  const megabytes = limit / (1024 * 1024)
  return Number.isInteger(megabytes)
    ? `The request body must be at most ${megabytes} MB`
    : `The request body must be at most ${limit / 1024} KB`
}

/** 413 with the contract's `{ error }` envelope. */
const bodyTooLarge: TooLargeResponse = (limit) =>
  Response.json({ error: tooLargeMessage(limit) }, { status: 413 })

/** 413 with Payload's `{ errors: [{ message }] }`, for the native API's clients. */
export const nativeBodyTooLarge: TooLargeResponse = (limit) =>
  nativeApiError(413, tooLargeMessage(limit))

/** The body's bytes, or a 413 once they (or the declared length) pass `limit`. */
export async function readBody(
  request: Request,
  limit: number,
  tooLarge: TooLargeResponse = bodyTooLarge,
): Promise<BodyRead> {
  const declared = request.headers.get('content-length')
  if (declared !== null && !(Number(declared) <= limit))
    return { ok: false, response: tooLarge(limit) }
  if (!request.body) return { ok: true, bytes: new Uint8Array() }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      void discardThenCancel(reader)
      return { ok: false, response: tooLarge(limit) }
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { ok: true, bytes }
}

/**
 * The request with its body within `limit`, or the 413 to answer. Node's HTTP parser delivers no
 * more than a declared Content-Length, and a request with neither a length nor chunked encoding
 * has no body (RFC 9112 §6.3), so those pass through untouched. Only a chunked body is read (up to
 * the limit) and held in memory, so the handler may read it again.
 */
export async function withBodyLimit(
  request: Request,
  limit: number,
  tooLarge: TooLargeResponse = bodyTooLarge,
): Promise<{ ok: true; request: Request } | { ok: false; response: Response }> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body)
    return { ok: true, request }
  const declared = request.headers.get('content-length')
  if (declared !== null) {
    return Number(declared) <= limit
      ? { ok: true, request }
      : { ok: false, response: tooLarge(limit) }
  }
  if (!request.headers.has('transfer-encoding')) return { ok: true, request }
  const body = await readBody(request, limit, tooLarge)
  if (!body.ok) return body
  const bounded = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: body.bytes.byteLength > 0 ? body.bytes : null,
    signal: request.signal,
  })
  return { ok: true, request: bounded }
}
