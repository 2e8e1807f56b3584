import { newsletterTokenSchema } from '@blockwise/shared'

import type { LinkOutcome } from '@/components/newsletter/linkOutcome'

import { fieldOf, readSameSiteForm, seeOther } from './formPost'

async function outcomeOf(send: () => Promise<Response>): Promise<LinkOutcome> {
  try {
    const response = await send()
    if (response.ok) return 'done'
    return response.status === 400 ? 'invalid' : 'failed'
  } catch {
    return 'unreachable'
  }
}

/**
 * The endpoint a newsletter link's page posts its button to when the script has not arrived:
 * performs the link's action at the CMS and shows the page again with its outcome. The link
 * itself (a GET) never acts; this POST, from the site's own page, does.
 */
export function linkActionRoute(
  page: string,
  send: (token: string, fields: URLSearchParams) => Promise<Response>,
) {
  return async function POST(request: Request): Promise<Response> {
    const form = await readSameSiteForm(request)
    if (!form.ok) return form.response
    const parsed = newsletterTokenSchema.safeParse({ token: fieldOf(form.fields, 'token') })
    if (!parsed.success) return seeOther(`${page}?outcome=invalid`)
    const { token } = parsed.data
    const outcome = await outcomeOf(() => send(token, form.fields))
    // Only a failed attempt needs the link again, to be retried.
    const query = new URLSearchParams(
      outcome === 'failed' || outcome === 'unreachable' ? { token, outcome } : { outcome },
    )
    return seeOther(`${page}?${query}`)
  }
}
