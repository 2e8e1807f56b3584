import { isSlug } from '@blockwise/shared'

import { addOneTo } from './counterBatches'
import type { Counter } from './counters'
import { contractRoute, errorResponse, type Params } from './http'
import { rateLimit, type LimitedAction } from './rateLimit'
import { cmsPayload } from '@/lib/cmsPayload'

/** POST handler adding one to a counter, rate-limited per reader and article: { [counter]: n }. */
export function counterRoute(counter: Counter, action: LimitedAction) {
  return contractRoute(async (request, { params }: Params<'slug'>) => {
    const { slug } = await params
    if (!isSlug(slug)) return errorResponse(404, 'Article not found')
    const limited = await rateLimit(action, request, slug)
    if (limited) return limited
    const value = await addOneTo(await cmsPayload(), slug, counter)
    return value === null
      ? errorResponse(404, 'Article not found')
      : Response.json({ [counter]: value })
  })
}
