import pg from 'pg'

const DAY_MS = 24 * 60 * 60 * 1000
/** Distinct paths: the published articles', then listing pages up to this many. */
const PATHS = 300
const SOURCES = 40
const CAMPAIGNS = 20
const SEARCH_QUERIES = 200
/** Events a visitor makes in a day, on average: sets how many distinct visitors a day has. */
const EVENTS_PER_VISITOR = 3

/**
 * The paths events are spread over: every published article (with its id), then `/news/page/{n}`
 * until there are PATHS; numbered from 1, the newest article first, so the skewed draw below
 * favours new articles as readers do. PATHS is written into the text: CREATE TABLE … AS takes no
 * bind parameters.
 */
const CREATE_PATHS = `
  CREATE TEMPORARY TABLE bench_paths AS
  WITH articles_first AS (
    SELECT '/articles/' || slug AS path, id AS article_id, 0 AS filler, published_at
    FROM articles WHERE published
    UNION ALL
    SELECT '/news/page/' || n, NULL, n, NULL FROM generate_series(1, ${PATHS}) AS n
  )
  SELECT row_number() OVER (ORDER BY filler, published_at DESC)::int AS n, path, article_id
  FROM articles_first ORDER BY n LIMIT ${PATHS}`

/**
 * One day's events, at random moments of it up to `until`: 75% page views, 10% reads, 12% scroll
 * events, 3% searches (one query in five finding nothing); direct or one of SOURCES referrer hosts,
 * one in ten from a newsletter campaign; 55% on phones; visitors drawn from the day's pool, 8%
 * without one (GPC/DNT).
 */
const INSERT_DAY = `
  INSERT INTO analytics_events (occurred_at, kind, path, article_id, referrer_host, utm_source,
    utm_medium, utm_campaign, device, country, visitor, depth, search_query, search_results)
  SELECT drawn.occurred_at, drawn.kind, target.path,
    CASE WHEN drawn.kind <> 'search' THEN target.article_id END,
    CASE WHEN drawn.kind = 'pageview' AND drawn.r_source >= 0.35
      THEN 'referrer-' || floor((drawn.r_source - 0.35) / 0.65 * $4::int)::int || '.example' END,
    CASE WHEN drawn.kind = 'pageview' AND drawn.r_campaign < 0.1 THEN 'newsletter' END,
    CASE WHEN drawn.kind = 'pageview' AND drawn.r_campaign < 0.1 THEN 'email' END,
    CASE WHEN drawn.kind = 'pageview' AND drawn.r_campaign < 0.1
      THEN 'week-' || lpad((1 + floor(drawn.r_campaign * 10 * $5::int)::int)::text, 2, '0') END,
    CASE WHEN drawn.r_device < 0.55 THEN 'mobile' WHEN drawn.r_device < 0.93 THEN 'desktop'
      ELSE 'tablet' END,
    CASE WHEN drawn.r_private >= 0.08
      THEN (ARRAY['US', 'GB', 'DE', 'IN', 'FR', 'CA', 'NL', 'BR'])
        [1 + floor(drawn.r_country * 8)::int]
    END,
    CASE WHEN drawn.r_private >= 0.08
      THEN hashtextextended($8::text || ':' || floor(drawn.r_visitor * $3::int / $7::int)::text, 0)
    END,
    CASE WHEN drawn.kind = 'scroll' THEN 1 + floor(drawn.r_depth * 4)::int END,
    CASE WHEN drawn.kind = 'search' THEN 'query ' || floor(drawn.r_depth * $6::int)::int END,
    CASE WHEN drawn.kind = 'search'
      THEN CASE WHEN drawn.r_depth * $6::int < $6::int / 5 THEN 0
        ELSE floor(drawn.r_country * 20)::int END
    END
  FROM (
    SELECT $1::timestamptz + random() * ($2::timestamptz - $1::timestamptz) AS occurred_at,
      CASE WHEN r_kind < 0.75 THEN 'pageview' WHEN r_kind < 0.85 THEN 'read'
        WHEN r_kind < 0.97 THEN 'scroll' ELSE 'search' END AS kind,
      random() AS r_path, random() AS r_source, random() AS r_campaign, random() AS r_device,
      random() AS r_country, random() AS r_private, random() AS r_visitor, random() AS r_depth
    FROM (SELECT random() AS r_kind FROM generate_series(1, $3::int)) AS series
  ) AS drawn
  JOIN bench_paths AS target
    ON target.n = 1 + floor(power(drawn.r_path, 2) * (SELECT count(*) FROM bench_paths))::int`

const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10)

/**
 * Adds `total` events spread evenly over the `days` UTC days up to `now` (today's up to now),
 * one INSERT … SELECT a day into that day's partition, then ANALYZE, as autovacuum would have
 * by the time the dashboards are read. Returns the first moment of the range.
 */
export async function growAnalyticsEvents(
  databaseUrl: string,
  total: number,
  days: number,
  now: Date,
  log: (message: string) => void,
): Promise<Date> {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS
    const first = today - (days - 1) * DAY_MS
    await db.query('SELECT analytics_ensure_partitions($1::date, $2::date)', [
      isoDay(first),
      isoDay(today),
    ])
    await db.query(CREATE_PATHS)
    const span = now.getTime() - first
    let added = 0
    for (let day = first; day <= today; day += DAY_MS) {
      const until = Math.min(day + DAY_MS, now.getTime())
      // Each day its share of the span, the last one what is left: `total` in all.
      const events =
        until === now.getTime() ? total - added : Math.round((total * (until - day)) / span)
      added += events
      await db.query(INSERT_DAY, [
        new Date(day),
        new Date(until),
        events,
        SOURCES,
        CAMPAIGNS,
        SEARCH_QUERIES,
        EVENTS_PER_VISITOR,
        isoDay(day),
      ])
      log(`events: ${isoDay(day)} +${events.toLocaleString('en')}`)
    }
    await db.query('ANALYZE analytics_events')
    return new Date(first)
  } finally {
    await db.end()
  }
}

/** How many events `analytics_events` holds from `since` on (read through its time index). */
export async function countAnalyticsEvents(databaseUrl: string, since: Date): Promise<number> {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    const { rows } = await db.query<{ count: string }>(
      'SELECT count(*) FROM analytics_events WHERE occurred_at >= $1',
      [since],
    )
    return Number(rows[0]?.count ?? 0)
  } finally {
    await db.end()
  }
}

/** The newest published articles, newest first. */
export async function newestArticles(
  databaseUrl: string,
  limit: number,
): Promise<Array<{ id: string; path: string }>> {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    const { rows } = await db.query<{ id: string; path: string }>(
      `SELECT id, '/articles/' || slug AS path FROM articles WHERE published
       ORDER BY published_at DESC LIMIT $1`,
      [limit],
    )
    return rows
  } finally {
    await db.end()
  }
}
