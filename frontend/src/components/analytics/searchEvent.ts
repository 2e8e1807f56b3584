import type { BeaconEvent } from '@blockwise/shared/schemas/analytics'

// Relative: the unit tests do not resolve the site's `@/` alias.
import { SEARCH_PATH } from '../../lib/search/searchUrl'

/** The beacon's SEARCH_QUERY_MAX_LENGTH (shared/src/schemas/analytics.ts), restated without zod. */
const QUERY_MAX_LENGTH = 200

/** A search for `query` that listed `results` results: the words trimmed to the beacon's limit. */
export const searchEvent = (query: string, results: number): BeaconEvent => ({
  kind: 'search',
  path: SEARCH_PATH,
  query: query.trim().slice(0, QUERY_MAX_LENGTH),
  results,
})
