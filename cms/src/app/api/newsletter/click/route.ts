import { contractRoute, methodsNotAllowed } from '@/contract/http'
import { cmsPayload } from '@/lib/cmsPayload'
import { clickRedirect } from '@/newsletter/tracking/clickRedirect'
import { CLICK_QUERY_KEYS } from '@/newsletter/tracking/trackingRequest'

export const dynamic = 'force-dynamic'

/** A newsletter mail's tracked link: `?i=<issue>&u=<url>&s=<signature>`, 302 to the URL. */
export const GET = contractRoute(
  async (request) => clickRedirect(request, (await cmsPayload()).db.pool),
  undefined,
  CLICK_QUERY_KEYS,
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('GET')
