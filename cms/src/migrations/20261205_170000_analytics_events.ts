import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Hand-written: first-party analytics (docs/analytics.md, decision 0041). Raw events go to a table
 * partitioned by UTC day, so retention drops whole days (a DROP TABLE, not a DELETE) and a day's
 * rollup reads one partition. Days get their partition ahead of time from
 * analytics_ensure_partitions (the rollup job keeps a week ahead); the default partition catches
 * what a missing day would otherwise lose. The rollups are additive per day and scope ('' for the
 * site, an article's id, or 'newsletter:' and an issue's id): a visitor's hash changes every day,
 * so visitors over a range are the sum of each day's. No collection: the next migrate:create
 * leaves these alone.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "analytics_events" (
    "occurred_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
    "kind" text NOT NULL CHECK ("kind" IN ('pageview', 'read', 'scroll', 'search',
      'newsletter_click', 'newsletter_open', 'newsletter_unsubscribe')),
    "path" text NOT NULL DEFAULT '',
    "article_id" uuid,
    "referrer_host" text,
    "utm_source" text,
    "utm_medium" text,
    "utm_campaign" text,
    "device" text CHECK ("device" IN ('mobile', 'tablet', 'desktop')),
    "country" char(2),
    "visitor" bigint,
    "depth" smallint CHECK ("depth" BETWEEN 1 AND 4),
    "search_query" text,
    "search_results" integer,
    "newsletter_issue_id" uuid,
    "link" text
  ) PARTITION BY RANGE ("occurred_at");
  CREATE INDEX "analytics_events_at_idx" ON "analytics_events" ("occurred_at");
  CREATE INDEX "analytics_events_article_idx" ON "analytics_events" ("article_id", "occurred_at")
    WHERE "article_id" IS NOT NULL;
  CREATE TABLE "analytics_events_default" PARTITION OF "analytics_events" DEFAULT;

  -- One partition per UTC day from first_day to last_day; returns how many it made.
  CREATE FUNCTION analytics_ensure_partitions(first_day date, last_day date)
  RETURNS integer LANGUAGE plpgsql AS $$
  DECLARE
    day date;
    made integer := 0;
  BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('analytics_events partitions'));
    FOR day IN SELECT generate_series(first_day, last_day, interval '1 day')::date LOOP
      IF to_regclass('analytics_events_' || to_char(day, 'YYYYMMDD')) IS NULL THEN
        EXECUTE format(
          'CREATE TABLE %I PARTITION OF analytics_events FOR VALUES FROM (%L) TO (%L)',
          'analytics_events_' || to_char(day, 'YYYYMMDD'),
          day::timestamp AT TIME ZONE 'UTC',
          (day + 1)::timestamp AT TIME ZONE 'UTC');
        made := made + 1;
      END IF;
    END LOOP;
    RETURN made;
  END $$;

  -- Drops the days before first_kept (retention); returns how many.
  CREATE FUNCTION analytics_drop_partitions_before(first_kept date)
  RETURNS integer LANGUAGE plpgsql AS $$
  DECLARE
    partition_name text;
    dropped integer := 0;
  BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('analytics_events partitions'));
    FOR partition_name IN
      SELECT child.relname FROM pg_inherits
      JOIN pg_class child ON child.oid = pg_inherits.inhrelid
      WHERE pg_inherits.inhparent = 'analytics_events'::regclass
        AND child.relname ~ '^analytics_events_[0-9]{8}$'
        AND to_date(right(child.relname, 8), 'YYYYMMDD') < first_kept
    LOOP
      EXECUTE format('DROP TABLE %I', partition_name);
      dropped := dropped + 1;
    END LOOP;
    DELETE FROM analytics_events_default WHERE occurred_at < first_kept::timestamp AT TIME ZONE 'UTC';
    RETURN dropped;
  END $$;

  SELECT analytics_ensure_partitions((now() AT TIME ZONE 'UTC')::date - 1, (now() AT TIME ZONE 'UTC')::date + 7);

  CREATE TABLE "analytics_daily" (
    "scope" text NOT NULL,
    "dimension" text NOT NULL,
    "day" date NOT NULL,
    "value" text NOT NULL,
    "events" integer NOT NULL DEFAULT 0,
    "visitors" integer NOT NULL DEFAULT 0,
    "reads" integer NOT NULL DEFAULT 0,
    PRIMARY KEY ("scope", "dimension", "day", "value")
  );
  -- The rollup rebuilds whole days: their rows are found by day, whatever the scope.
  CREATE INDEX "analytics_daily_day_idx" ON "analytics_daily" ("day");

  CREATE TABLE "analytics_hourly" (
    "scope" text NOT NULL,
    "hour" timestamp(3) with time zone NOT NULL,
    "events" integer NOT NULL DEFAULT 0,
    "visitors" integer NOT NULL DEFAULT 0,
    "reads" integer NOT NULL DEFAULT 0,
    PRIMARY KEY ("scope", "hour")
  );
  CREATE INDEX "analytics_hourly_hour_idx" ON "analytics_hourly" ("hour");

  -- Up to when the rollups are complete: the job rolls up from here (less a grace) to now.
  CREATE TABLE "analytics_rollup_state" (
    "id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
    "rolled_until" timestamp(3) with time zone NOT NULL
  );
  INSERT INTO "analytics_rollup_state" ("rolled_until") VALUES (date_trunc('day', now()));`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "analytics_rollup_state";
  DROP TABLE "analytics_hourly";
  DROP TABLE "analytics_daily";
  DROP FUNCTION analytics_drop_partitions_before(date);
  DROP FUNCTION analytics_ensure_partitions(date, date);
  DROP TABLE "analytics_events";`)
}
