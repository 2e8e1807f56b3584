import { BEACON_BODY_LIMIT } from '@blockwise/shared/schemas/analytics'

import { acceptBeacon } from '@/analytics/ingest/acceptBeacon'
import { contractRoute, methodsNotAllowed } from '@/contract/http'
import { cmsPayload } from '@/lib/cmsPayload'
import { clientKey } from '@/lib/clientKey'

export const dynamic = 'force-dynamic'

/**
 * docs/analytics.md: one reader's event (page view, read, scroll, search) → 202. In production the
 * CMS server answers plain beacons before Next (src/server/analyticsFastPath.ts); this route
 * serves the rest and `next dev`.
 */
export const POST = contractRoute(
  async (request) =>
    acceptBeacon((await cmsPayload()).db.pool, {
      headers: request.headers,
      clientAddress: clientKey(request),
      body: await request.text(),
    }),
  BEACON_BODY_LIMIT,
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('POST')
