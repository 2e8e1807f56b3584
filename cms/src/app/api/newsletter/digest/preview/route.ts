import type { NewsletterDigest } from '@blockwise/shared'

import { editorRoute } from '@/contract/editorRoute'
import { methodsNotAllowed } from '@/contract/http'
import { digestArticles } from '@/newsletter/digest/digestArticles'
import { renderDigest } from '@/newsletter/digest/renderDigest'

export const dynamic = 'force-dynamic'

/** The digest as it would go out now, for editors to read before it does. */
export const GET = editorRoute(async ({ payload }) => {
  const { subject, html, text, articleCount } = renderDigest(await digestArticles(payload))
  return Response.json({ subject, html, text, articleCount } satisfies NewsletterDigest)
})

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
