import { siteUrl } from '@/env'

/** A newsletter form holds a few short fields; the CMS allows its readers' calls as much. */
const FORM_BODY_LIMIT = 16 * 1024

type FormRead = { ok: true; fields: URLSearchParams } | { ok: false; response: Response }

const refusal = (status: number, message: string): FormRead => ({
  ok: false,
  response: new Response(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  }),
})

/**
 * Whether another site's page sent this: a form there posts here without any preflight, with the
 * reader's cookies. Browsers mark such requests (Sec-Fetch-Site) and name their page (Origin);
 * the same rule as the CMS's for readers' actions.
 */
function isCrossSite(request: Request): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true
  const origin = request.headers.get('origin')
  return origin !== null && origin !== new URL(siteUrl()).origin
}

async function readText(body: ReadableStream<Uint8Array>): Promise<string | null> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let size = 0
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return text + decoder.decode()
    size += value.byteLength
    if (size > FORM_BODY_LIMIT) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    text += decoder.decode(value, { stream: true })
  }
}

/** The fields of a same-site, urlencoded form post of at most FORM_BODY_LIMIT bytes, or the 4xx. */
export async function readSameSiteForm(request: Request): Promise<FormRead> {
  if (isCrossSite(request)) return refusal(403, 'Cross-site requests are not accepted')
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(contentType)) {
    return refusal(415, 'Send the form as application/x-www-form-urlencoded')
  }
  const tooLarge = `The form must be at most ${FORM_BODY_LIMIT / 1024} KB`
  const declared = request.headers.get('content-length')
  if (declared !== null && !(Number(declared) <= FORM_BODY_LIMIT)) return refusal(413, tooLarge)
  const text = request.body ? await readText(request.body) : ''
  return text === null ? refusal(413, tooLarge) : { ok: true, fields: new URLSearchParams(text) }
}

/** The value of a form field, '' when it is missing. */
export const fieldOf = (fields: URLSearchParams, name: string): string => fields.get(name) ?? ''

/** Post/Redirect/Get: the result page, so a reload does not post again. */
export function seeOther(location: string, headers: Record<string, string> = {}): Response {
  return new Response(null, { status: 303, headers: { location, ...headers } })
}
