import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

export type Counter = 'claps' | 'views'

/**
 * Adds `amount` to a published article's counter in a single UPDATE … RETURNING, so concurrent
 * readers never lose an increment. Null when no published article has that slug.
 */
export async function incrementCounter(
  payload: Payload,
  slug: string,
  counter: Counter,
  amount: number,
): Promise<number | null> {
  const column = sql.identifier(counter)
  const result = await payload.db.drizzle.execute(sql`
    UPDATE articles SET ${column} = COALESCE(${column}, 0) + ${amount}
    WHERE slug = ${slug} AND published = true
    RETURNING ${column} AS value`)
  const row = result.rows[0] as { value: string | number } | undefined
  // Payload number fields are numeric columns: raw SQL returns them as strings.
  return row ? Number(row.value) : null
}

/** A published article's clap count, or null when there is no such article. */
export async function readClaps(payload: Payload, slug: string): Promise<number | null> {
  const { docs } = await payload.find({
    collection: 'articles',
    where: { and: [{ slug: { equals: slug } }, { published: { equals: true } }] },
    select: { claps: true },
    limit: 1,
    pagination: false,
    depth: 0,
  })
  const article = docs[0]
  return article ? (article.claps ?? 0) : null
}
