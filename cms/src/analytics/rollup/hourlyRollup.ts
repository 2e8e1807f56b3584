/**
 * The statements that rebuild analytics_hourly for the hours from $1 up to $2 (timestamps): the
 * site's page views, visitors and reads per UTC hour (scope ''), and each article's.
 */
const DELETE_HOURS = `DELETE FROM analytics_hourly WHERE hour >= $1 AND hour < $2`

const HOURS = `
  INSERT INTO analytics_hourly (scope, hour, events, visitors, reads)
  SELECT
    CASE WHEN GROUPING(article_id) = 0 THEN article_id::text ELSE '' END,
    hour,
    count(*) FILTER (WHERE kind = 'pageview'),
    count(DISTINCT visitor) FILTER (WHERE kind = 'pageview'),
    count(*) FILTER (WHERE kind = 'read')
  FROM (
    SELECT date_trunc('hour', occurred_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS hour,
      kind, article_id, visitor
    FROM analytics_events
    WHERE occurred_at >= $1 AND occurred_at < $2 AND kind IN ('pageview', 'read')
  ) AS e
  GROUP BY GROUPING SETS ((hour), (hour, article_id))
  HAVING GROUPING(article_id) = 1 OR article_id IS NOT NULL`

export const HOURLY_ROLLUP_STATEMENTS = [DELETE_HOURS, HOURS] as const
