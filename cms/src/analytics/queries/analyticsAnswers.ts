import { z } from 'zod'

import { ANALYTICS_RANGES } from '@blockwise/shared/schemas/analytics'

import { queryKeysOf } from '@/contract/queryKeys'

/** `?range=` of the reports: one of now, today, 7d, 30d; 7d when absent. */
export const rangeQuerySchema = z.object({
  range: z
    .enum(ANALYTICS_RANGES, { error: `must be one of ${ANALYTICS_RANGES.join(', ')}` })
    .default('7d'),
})

export const RANGE_QUERY_KEYS = queryKeysOf(rangeQuerySchema)

/** A report is the caller's own: never kept by a cache. */
export const privateJson = (body: unknown) =>
  Response.json(body, { headers: { 'cache-control': 'private, no-store' } })
