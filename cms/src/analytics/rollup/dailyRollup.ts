/**
 * The statements that rebuild analytics_daily for the days $1 to $2 (`YYYY-MM-DD`, both included),
 * one per family of dimensions (docs/analytics.md has the vocabulary). Each reads the raw events
 * of those days only: the partitions of those days.
 */

/** The events of days $1..$2, with the UTC day each belongs to. */
const EVENTS_OF_THE_DAYS = `
  SELECT (occurred_at AT TIME ZONE 'UTC')::date AS day, *
  FROM analytics_events
  WHERE occurred_at >= $1::date::timestamp AT TIME ZONE 'UTC'
    AND occurred_at < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'`

const INSERT_DAILY = `INSERT INTO analytics_daily (scope, dimension, day, value, events, visitors, reads)`

const DELETE_DAYS = `DELETE FROM analytics_daily WHERE day BETWEEN $1::date AND $2::date`

/** The site's totals, each page and each article: page views, their visitors, and reads. */
const PAGES = `
  WITH e AS (${EVENTS_OF_THE_DAYS})
  ${INSERT_DAILY}
  SELECT '',
    CASE WHEN GROUPING(path) = 0 THEN 'page' WHEN GROUPING(article_id) = 0 THEN 'article' ELSE 'total' END,
    day,
    CASE WHEN GROUPING(path) = 0 THEN path WHEN GROUPING(article_id) = 0 THEN article_id::text ELSE '' END,
    count(*) FILTER (WHERE kind = 'pageview'),
    count(DISTINCT visitor) FILTER (WHERE kind = 'pageview'),
    count(*) FILTER (WHERE kind = 'read')
  FROM e
  WHERE kind IN ('pageview', 'read')
  GROUP BY GROUPING SETS ((day), (day, path), (day, article_id))
  HAVING GROUPING(article_id) = 1 OR article_id IS NOT NULL`

/** Each article's own totals: its row of the site's 'article' dimension, just written. */
const ARTICLE_TOTALS = `
  ${INSERT_DAILY}
  SELECT value, 'total', day, '', events, visitors, reads
  FROM analytics_daily
  WHERE scope = '' AND dimension = 'article' AND day BETWEEN $1::date AND $2::date`

/**
 * Where page views come from and on what: the site's sources, utm_* values, devices and countries,
 * and each article's sources. '' stands for none (a direct visit, no campaign, unknown).
 */
const TRAFFIC = `
  WITH e AS (${EVENTS_OF_THE_DAYS})
  ${INSERT_DAILY}
  SELECT
    CASE WHEN GROUPING(article_id) = 0 THEN article_id::text ELSE '' END,
    CASE
      WHEN GROUPING(source) = 0 THEN 'source'
      WHEN GROUPING(medium) = 0 THEN 'medium'
      WHEN GROUPING(campaign) = 0 THEN 'campaign'
      WHEN GROUPING(utm_source) = 0 THEN 'utm_source'
      WHEN GROUPING(device) = 0 THEN 'device'
      ELSE 'country'
    END,
    day,
    COALESCE(source, medium, campaign, utm_source, device, country),
    count(*),
    count(DISTINCT visitor),
    0
  FROM (
    SELECT day, article_id, visitor,
      coalesce(referrer_host, '') AS source,
      coalesce(utm_medium, '') AS medium,
      coalesce(utm_campaign, '') AS campaign,
      coalesce(utm_source, '') AS utm_source,
      coalesce(device, '') AS device,
      coalesce(country::text, '') AS country
    FROM e WHERE kind = 'pageview'
  ) AS pageviews
  GROUP BY GROUPING SETS (
    (day, source), (day, medium), (day, campaign), (day, utm_source), (day, device), (day, country),
    (day, article_id, source))
  HAVING GROUPING(article_id) = 1 OR article_id IS NOT NULL`

/**
 * How far each article was scrolled: the browser reports the deepest quarter reached once per
 * view, so quarter q counts the reports of q or deeper.
 */
const SCROLL_DEPTH = `
  WITH e AS (${EVENTS_OF_THE_DAYS})
  ${INSERT_DAILY}
  SELECT article_id::text, 'depth', day, quarter::text, count(*), count(DISTINCT visitor), 0
  FROM e CROSS JOIN generate_series(1, 4) AS quarter
  WHERE kind = 'scroll' AND article_id IS NOT NULL AND depth >= quarter
  GROUP BY article_id, day, quarter`

/** Each normalised query: searches, the sum of their result counts, and those that found nothing. */
const SEARCHES = `
  WITH e AS (${EVENTS_OF_THE_DAYS}),
  searched AS (
    SELECT day, search_query,
      count(*) AS searches,
      count(DISTINCT visitor) AS visitors,
      coalesce(sum(search_results), 0) AS results,
      count(*) FILTER (WHERE search_results = 0) AS misses,
      count(DISTINCT visitor) FILTER (WHERE search_results = 0) AS missed_visitors
    FROM e
    WHERE kind = 'search' AND search_query IS NOT NULL
    GROUP BY day, search_query
  )
  ${INSERT_DAILY}
  SELECT '', measure.dimension, day, search_query, measure.events, measure.visitors, 0
  FROM searched CROSS JOIN LATERAL (VALUES
    ('search', searches, visitors),
    ('search_results', results, 0),
    ('search_miss', misses, missed_visitors)
  ) AS measure (dimension, events, visitors)
  WHERE measure.events > 0`

/** Each newsletter issue's clicks per link, opens and unsubscribes. */
const NEWSLETTER = `
  WITH e AS (${EVENTS_OF_THE_DAYS})
  ${INSERT_DAILY}
  SELECT 'newsletter:' || newsletter_issue_id,
    CASE kind WHEN 'newsletter_click' THEN 'click' WHEN 'newsletter_open' THEN 'open' ELSE 'unsubscribe' END,
    day,
    CASE WHEN kind = 'newsletter_click' THEN coalesce(link, '') ELSE '' END,
    count(*),
    count(DISTINCT visitor),
    0
  FROM e
  WHERE kind IN ('newsletter_click', 'newsletter_open', 'newsletter_unsubscribe')
    AND newsletter_issue_id IS NOT NULL
  GROUP BY 1, 2, 3, 4`

/** In this order: ARTICLE_TOTALS copies what PAGES wrote. */
export const DAILY_ROLLUP_STATEMENTS = [
  DELETE_DAYS,
  PAGES,
  ARTICLE_TOTALS,
  TRAFFIC,
  SCROLL_DEPTH,
  SEARCHES,
  NEWSLETTER,
] as const
