/**
 * The browser's client for the /api contract, as docs/product.md#calls describes it: credentials included, a
 * JSON content type only when there is a body (and on a clap or a view, which have none), and any
 * non-2xx turned into an Error whose message is "{status}: {body or status text}"
 * (docs/product.md#errors).
 */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return
  const text = (await response.text()) || response.statusText
  throw new Error(`${response.status}: ${text}`)
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  await throwIfNotOk(response)
  return response
}

/** A reader's action on an article: `POST /api/articles/{slug}/{action}`. */
export type ReaderAction = 'clap' | 'view'

/**
 * docs/product.md#calls: a clap or a view is posted with no body and a JSON content type (the CMS
 * reads no body from it), credentials included; a non-2xx answer throws as apiRequest's do.
 */
export async function postReaderAction(slug: string, action: ReaderAction): Promise<Response> {
  const response = await fetch(`/api/articles/${slug}/${action}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
  })
  await throwIfNotOk(response)
  return response
}
