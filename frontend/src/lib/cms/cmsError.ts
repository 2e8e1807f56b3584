/** A non-2xx answer of the CMS, with its status. */
export class CmsError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'CmsError'
  }
}

/**
 * How an error's message reads (docs/product.md#errors): `'body'`, "{status}: {body or status
 * text}", as every call but the home list's; `'statusText'`, "HTTP {status}: {status text}", as the
 * home list's.
 */
export type CmsErrorText = 'body' | 'statusText'

/** The error of a non-2xx answer, its body read (or dropped) to the end. */
export async function cmsErrorOf(
  response: Response,
  text: CmsErrorText = 'body',
): Promise<CmsError> {
  if (text === 'statusText') {
    await response.body?.cancel()
    return new CmsError(response.status, `HTTP ${response.status}: ${response.statusText}`)
  }
  const body = await response.text()
  return new CmsError(response.status, `${response.status}: ${body || response.statusText}`)
}
