import type { PreparingQueryable } from './articleReading'
import type { SummarySource } from './articleSummary'
import { SUMMARY_COLUMNS, summarySource, type SummaryRow } from './summaryRows'

/** The published ones of articles `$1`, in that order. */
const PUBLISHED_BY_ID = `
  SELECT ${SUMMARY_COLUMNS}
  FROM unnest($1::uuid[]) WITH ORDINALITY AS k(id, place)
    JOIN articles a ON a.id = k.id AND a.published = true
    LEFT JOIN media m ON m.id = a.featured_image_id
  ORDER BY k.place`

/**
 * The summaries' sources of the published ones of `ids`, in their order, in one named statement
 * (planned once per connection): what a reader's list shows, as a Payload find with the readers'
 * access would give it.
 */
export async function loadPublishedSummaries(
  database: PreparingQueryable,
  ids: readonly string[],
): Promise<SummarySource[]> {
  if (ids.length === 0) return []
  const { rows } = await database.query({
    name: 'published-summaries',
    text: PUBLISHED_BY_ID,
    values: [ids],
  })
  return (rows as SummaryRow[]).map(summarySource)
}
