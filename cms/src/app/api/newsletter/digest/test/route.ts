import { editorRoute } from '@/contract/editorRoute'
import { errorResponse, methodsNotAllowed } from '@/contract/http'
import { digestArticles } from '@/newsletter/digest/digestArticles'
import { greetingName } from '@/newsletter/digest/greetingName'
import { personalise, renderDigest } from '@/newsletter/digest/renderDigest'
import { env } from '@/env'

export const dynamic = 'force-dynamic'

/** Sends the current digest to the editor asking, marked as a test; nobody else gets it. */
export const POST = editorRoute(async ({ payload, user }) => {
  if (user.collection !== 'users')
    return errorResponse(
      403,
      'A test digest is sent to a person: an integration key has no address',
    )
  const digest = renderDigest(await digestArticles(payload))
  const unsubscribePreview = `${env.siteUrl}/newsletter/unsubscribe`
  const name = greetingName(user)
  await payload.sendEmail({
    to: user.email,
    subject: `[Test] ${digest.subject}`,
    html: personalise(digest.html, name, unsubscribePreview, true),
    text: personalise(digest.text, name, unsubscribePreview, false),
  })
  return Response.json({ message: `A test of this week's digest was sent to ${user.email}` })
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('POST')
