import { clapCountsQuerySchema } from '@blockwise/shared'
import { API_RESOURCES } from '@blockwise/shared/cacheModel'

import type { PreparingQueryable } from './articleReading'
import { parseSearchParams } from './queryParams'

/** A live count: any shared cache may keep it a second (cache model: clapCount), no longer. */
export const LIVE_COUNT_HEADERS = {
  'cache-control': `public, max-age=0, s-maxage=${API_RESOURCES.clapCount.edgeSeconds}`,
}

const CLAPS_BY_SLUG = `
  SELECT slug, COALESCE(claps, 0)::float8 AS claps FROM articles
  WHERE slug = ANY($1::text[]) AND published = true`

/** The clap counts of the published articles among `slugs`, by slug, in one statement. */
export async function readClapCounts(
  database: PreparingQueryable,
  slugs: readonly string[],
): Promise<Record<string, number>> {
  const { rows } = await database.query({
    name: 'claps-by-slug',
    text: CLAPS_BY_SLUG,
    values: [slugs],
  })
  return Object.fromEntries(
    (rows as { slug: string; claps: number }[]).map(({ slug, claps }) => [slug, claps]),
  )
}

/**
 * The answer of GET /api/claps?slugs=…: the counts the site's clap buttons show, asked for once
 * per page, since the pages an edge keeps carry none (docs/product.md#calls).
 */
export async function clapCountsResponse(
  request: Pick<Request, 'url'>,
  database: PreparingQueryable,
): Promise<Response> {
  const query = parseSearchParams(request, clapCountsQuerySchema)
  if (!query.ok) return query.response
  const claps = await readClapCounts(database, query.data.slugs)
  return Response.json({ claps }, { headers: LIVE_COUNT_HEADERS })
}
