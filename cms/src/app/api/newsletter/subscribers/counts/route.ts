import { editorRoute } from '@/contract/editorRoute'
import { methodsNotAllowed } from '@/contract/http'
import { subscriberCounts } from '@/contract/newsletter'

export const dynamic = 'force-dynamic'

/** How many subscribers are active and how many are pending confirmation (editors only). */
export const GET = editorRoute(async ({ payload, user }) =>
  Response.json(await subscriberCounts(payload, user)),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('GET')
