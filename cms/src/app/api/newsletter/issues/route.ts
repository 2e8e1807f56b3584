import { editorRoute } from '@/contract/editorRoute'
import { methodsNotAllowed } from '@/contract/http'
import { listIssues } from '@/contract/newsletter'

export const dynamic = 'force-dynamic'

/** Past digests with their send counts (sent, failed, pending), newest first. */
export const GET = editorRoute(async ({ payload, user }) =>
  Response.json(await listIssues(payload, user)),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('GET')
