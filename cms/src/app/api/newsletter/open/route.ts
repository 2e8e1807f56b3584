import { contractRoute, methodsNotAllowed } from '@/contract/http'
import { cmsPayload } from '@/lib/cmsPayload'
import { openPixel } from '@/newsletter/tracking/openPixel'
import { OPEN_QUERY_KEYS } from '@/newsletter/tracking/trackingRequest'

export const dynamic = 'force-dynamic'

/** A newsletter mail's open pixel: `?i=<issue>&s=<signature>`, a transparent GIF. */
export const GET = contractRoute(
  async (request) => {
    const payload = await cmsPayload()
    return openPixel(request, payload.db.pool, async (issueId) => {
      const issue = await payload.findByID({
        collection: 'newsletter-issues',
        id: issueId,
        select: { openTracking: true },
        depth: 0,
        disableErrors: true,
      })
      return issue?.openTracking === true
    })
  },
  undefined,
  OPEN_QUERY_KEYS,
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('GET')
