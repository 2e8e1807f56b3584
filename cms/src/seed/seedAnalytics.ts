import type { Payload } from 'payload'

import { rollUpAnalytics } from '@/analytics/rollup/rollUpAnalytics'

import {
  ARTICLE_SHARE,
  DEVICES,
  NEWSLETTER,
  PAGES,
  PRIVATE_SHARE,
  READ_SHARE,
  SEARCHES,
  SEARCHES_PER_DAY,
  SOURCES,
  VIEWS_PER_VISITOR,
  trafficHours,
} from './demoTrafficShape'

/** Days of demo traffic (three weeks), up to now. */
const DAYS = 21

/** A value drawn from a weighted list (two array parameters) by a random column of the row. */
const draw = (values: number, bounds: number, random: string) =>
  `(SELECT list.value FROM unnest($${values}::text[], $${bounds}::float8[]) AS list(value, bound)
    WHERE list.bound > ${random} ORDER BY list.bound LIMIT 1)`

/** How many readers the hour's day has: its page views at this hour's pace, per visitor. */
const READERS_OF_THE_DAY = 'drawn.views * 24 / $13::float8'

/** The day's visitor: a bigint hash of the UTC day and a number drawn from the day's readers. */
const visitor = (at: string, random: string, readers: string) =>
  `hashtextextended(to_char(${at} AT TIME ZONE 'UTC', 'YYYYMMDD') || ':' ||
    floor(${random} * ${readers})::text, 0)`

/**
 * Page views of every hour (each at a random moment of it), of an article (newer ones more often,
 * and only once published) or another page; then reads of ~40% of the article views and the
 * deepest quarter each article view reached, one event as the browser sends it when the page is
 * left (none for a reader who never scrolled into the body).
 */
const INSERT_PAGE_VIEWS = `
  WITH drawn AS MATERIALIZED (
    SELECT
      least(traffic.hour_start + random() * interval '1 hour', $3::timestamptz) AS occurred_at,
      traffic.views, random() AS r_page, random() AS r_article, random() AS r_source,
      random() AS r_device, random() AS r_private, random() AS r_visitor, random() AS r_read,
      random() AS r_depth
    FROM unnest($1::timestamptz[], $2::int[]) AS traffic(hour_start, views)
    CROSS JOIN LATERAL generate_series(1, traffic.views)
  ),
  published AS (
    SELECT array_agg('/articles/' || slug ORDER BY published_at DESC) AS paths,
      array_agg(id ORDER BY published_at DESC) AS ids,
      array_agg(published_at ORDER BY published_at DESC) AS dates
    FROM articles WHERE published AND published_at IS NOT NULL
  ),
  views AS MATERIALIZED (
    SELECT drawn.occurred_at, picked.on_article,
      CASE WHEN picked.on_article THEN published.ids[picked.i] END AS article_id,
      CASE WHEN picked.on_article THEN published.paths[picked.i]
        ELSE ${draw(8, 9, 'drawn.r_article')} END AS path,
      ${draw(4, 5, 'drawn.r_source')} AS source,
      ${draw(6, 7, 'drawn.r_device')} AS device,
      CASE WHEN drawn.r_private >= $10
        THEN ${visitor('drawn.occurred_at', 'drawn.r_visitor', READERS_OF_THE_DAY)} END
        AS visitor,
      drawn.r_read < $11 AS read_to_end,
      CASE WHEN drawn.r_read < $11 THEN 4 ELSE floor(drawn.r_depth * 4)::int END AS depth
    FROM drawn CROSS JOIN published
    CROSS JOIN LATERAL (
      SELECT 1 + floor(power(drawn.r_article, 2) * coalesce(cardinality(published.paths), 0))::int
        AS i
    ) AS article
    CROSS JOIN LATERAL (
      SELECT article.i AS i,
        coalesce(drawn.r_page < $12 AND published.dates[article.i] <= drawn.occurred_at, false)
          AS on_article
    ) AS picked
  ),
  page_views AS (
    INSERT INTO analytics_events (occurred_at, kind, path, article_id, referrer_host, utm_source,
      utm_medium, utm_campaign, device, country, visitor)
    SELECT occurred_at, 'pageview', path, article_id,
      CASE WHEN source NOT IN ('', $14) THEN source END,
      CASE WHEN source = $14 THEN 'newsletter' END,
      CASE WHEN source = $14 THEN 'email' END,
      CASE WHEN source = $14 THEN 'week-' || to_char(occurred_at AT TIME ZONE 'UTC', 'IW') END,
      device,
      -- Readers who opt out of tracking (no visitor) have no country either.
      CASE WHEN visitor IS NOT NULL
        THEN (ARRAY['US', 'US', 'US', 'GB', 'GB', 'DE', 'IN', 'CA', 'NL', 'AU'])
          [1 + floor(random() * 10)::int] END,
      visitor
    FROM views
  ),
  reads AS (
    INSERT INTO analytics_events (occurred_at, kind, path, article_id, device, visitor)
    SELECT least(occurred_at + (2 + 6 * random()) * interval '1 minute', $3::timestamptz), 'read',
      path, article_id, device, visitor
    FROM views WHERE on_article AND read_to_end
  )
  INSERT INTO analytics_events (occurred_at, kind, path, article_id, device, visitor, depth)
  SELECT least(occurred_at + depth * interval '1 minute', $3::timestamptz), 'scroll', path,
    article_id, device, visitor, depth
  FROM views WHERE on_article AND depth > 0`

/** Searches at random moments of the range, a few of them finding nothing. */
const INSERT_SEARCHES = `
  INSERT INTO analytics_events (occurred_at, kind, path, device, visitor, search_query,
    search_results)
  SELECT drawn.occurred_at, 'search', '/search', ${draw(6, 7, 'drawn.r_device')},
    CASE WHEN drawn.r_private >= $8
      THEN ${visitor('drawn.occurred_at', 'drawn.r_visitor', '$9::int')} END,
    search.query,
    CASE WHEN search.results = 0 THEN 0 ELSE search.results + floor(random() * 2)::int END
  FROM (
    SELECT $1::timestamptz + random() * ($2::timestamptz - $1::timestamptz) AS occurred_at,
      random() AS r_query, random() AS r_device, random() AS r_private, random() AS r_visitor
    FROM generate_series(1, $5::int)
  ) AS drawn
  CROSS JOIN LATERAL (
    SELECT list.query, list.results FROM unnest($3::text[], $4::int[]) WITH ORDINALITY
      AS list(query, results, position)
    WHERE list.position = 1 + floor(drawn.r_query * cardinality($3::text[]))::int
  ) AS search`

const isoDay = (at: Date) => at.toISOString().slice(0, 10)

/**
 * Three weeks of plausible demo traffic for the seeded articles and pages, so the analytics view
 * has something to show on a new installation; then the rollups over it. Only on an empty
 * `analytics_events` (so never over real readers' events, and once); a lock keeps two starting
 * processes from both seeding.
 */
export async function seedAnalytics(payload: Payload, now = new Date()): Promise<void> {
  const hours = trafficHours(now, DAYS)
  const first = hours[0]?.hour ?? now
  const client = await payload.db.pool.connect()
  try {
    await client.query('BEGIN')
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('seed analytics_events'))`)
    const { rows } = await client.query('SELECT EXISTS (SELECT 1 FROM analytics_events) AS seeded')
    if ((rows[0] as { seeded: boolean } | undefined)?.seeded) {
      await client.query('ROLLBACK')
      return
    }
    await client.query('SELECT analytics_ensure_partitions($1::date, $2::date)', [
      isoDay(first),
      isoDay(now),
    ])
    await client.query(INSERT_PAGE_VIEWS, [
      hours.map((hour) => hour.hour),
      hours.map((hour) => hour.pageViews),
      now,
      SOURCES.values,
      SOURCES.bounds,
      DEVICES.values,
      DEVICES.bounds,
      PAGES.values,
      PAGES.bounds,
      PRIVATE_SHARE,
      READ_SHARE,
      ARTICLE_SHARE,
      VIEWS_PER_VISITOR,
      NEWSLETTER,
    ])
    await client.query(INSERT_SEARCHES, [
      first,
      now,
      SEARCHES.map(([query]) => query),
      SEARCHES.map(([, results]) => results),
      SEARCHES_PER_DAY * DAYS,
      DEVICES.values,
      DEVICES.bounds,
      PRIVATE_SHARE,
      SEARCHES_PER_DAY,
    ])
    await client.query('UPDATE analytics_rollup_state SET rolled_until = $1', [first])
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  } finally {
    client.release()
  }
  await rollUpAnalytics(payload.db.pool, now)
}
