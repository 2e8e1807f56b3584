import type { NewsletterIssue } from '@blockwise/shared'

import { editorRoute } from '@/contract/editorRoute'
import { methodsNotAllowed } from '@/contract/http'

export const dynamic = 'force-dynamic'

/** Past digests with their send counts, newest first. */
export const GET = editorRoute(async ({ payload, user }) => {
  const { docs } = await payload.find({
    collection: 'newsletter-issues',
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    select: { html: false, text: false },
    overrideAccess: false,
    user,
  })
  return Response.json(
    docs.map((issue): NewsletterIssue => ({
      id: issue.id,
      subject: issue.subject,
      week: issue.week,
      status: issue.status,
      recipients: issue.recipients,
      sent: issue.sent,
      createdAt: issue.createdAt,
      sentAt: issue.sentAt ?? null,
    })),
  )
})

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
