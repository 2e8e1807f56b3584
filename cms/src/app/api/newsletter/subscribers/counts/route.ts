import { subscribersRoute } from '@/contract/editorRoute'
import { methodsNotAllowed } from '@/contract/http'
import { subscriberCounts } from '@/contract/newsletter'

export const dynamic = 'force-dynamic'

/**
 * How many subscribers are active and how many are pending confirmation (editors, admins and
 * subscribers:read keys).
 */
export const GET = subscribersRoute(async ({ payload, user }) =>
  Response.json(await subscriberCounts(payload, user)),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('GET')
