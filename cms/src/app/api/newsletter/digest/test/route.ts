import { editorRoute } from '@/contract/editorRoute'
import { errorResponse, methodsNotAllowed } from '@/contract/http'
import { greetingName } from '@/newsletter/digest/greetingName'
import { weekDigest } from '@/newsletter/digest/issueContent'
import { isoWeek } from '@/newsletter/digest/isoWeek'
import { renderDigest, sampleCopy } from '@/newsletter/digest/renderDigest'

export const dynamic = 'force-dynamic'

/** Sends this week's digest as it stands to the editor asking, marked as a test; nobody else gets it. */
export const POST = editorRoute(async ({ payload, user }) => {
  if (user.collection !== 'users')
    return errorResponse(
      403,
      'A test digest is sent to a person: an integration key has no address',
    )
  const digest = renderDigest((await weekDigest(payload, isoWeek(new Date()))).content)
  await payload.sendEmail({
    to: user.email,
    subject: `[Test] ${digest.subject}`,
    ...sampleCopy(digest, greetingName(user)),
  })
  return Response.json({ message: `A test of this week's digest was sent to ${user.email}` })
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('POST')
