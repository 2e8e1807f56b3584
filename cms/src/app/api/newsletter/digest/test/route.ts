import { editorRoute } from '@/contract/editorRoute'
import { methodsNotAllowed } from '@/contract/http'
import { digestArticles } from '@/newsletter/digest/digestArticles'
import { personalise, renderDigest } from '@/newsletter/digest/renderDigest'
import { env } from '@/env'

export const dynamic = 'force-dynamic'

/** Sends the current digest to the editor asking, marked as a test; nobody else gets it. */
export const POST = editorRoute(async ({ payload, user }) => {
  const digest = renderDigest(await digestArticles(payload))
  const unsubscribePreview = `${env.siteUrl}/newsletter/unsubscribe`
  await payload.sendEmail({
    to: user.email,
    subject: `[Test] ${digest.subject}`,
    html: personalise(digest.html, user.email, unsubscribePreview, true),
    text: personalise(digest.text, user.email, unsubscribePreview, false),
  })
  return Response.json({ message: `A test of this week's digest was sent to ${user.email}` })
})

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
