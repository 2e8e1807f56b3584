import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Hand-written: each section's published articles (a type's, the featured ones) numbered in the
 * order of every article list, oldest first, kept by PostgreSQL itself, so that page 500 of a
 * section reads its 24 rows by number instead of walking the ~12,000 newer ones
 * (contract/articlePageStatements.ts, decision 0044). Numbered from the oldest, a new article takes the
 * next number and renumbers nothing; an article that leaves or joins further back renumbers the
 * newer ones, once, in the transaction that moves it. A list's changes wait on its advisory lock,
 * so concurrent publications cannot take one number twice (and the deferred constraint would
 * refuse it). No collection: the next migrate:create leaves it alone.
 *
 * `sort_at` is publishedAt, or `infinity` for a published article without one: the lists put
 * those first, newest first, as PostgreSQL sorts NULLs.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "article_list_positions" (
    "list" text NOT NULL,
    "article_id" uuid NOT NULL,
    "sort_at" timestamp(3) with time zone NOT NULL,
    "created_at" timestamp(3) with time zone NOT NULL,
    "position" integer,
    PRIMARY KEY ("list", "article_id"),
    CONSTRAINT "article_list_positions_place" UNIQUE ("list", "position") DEFERRABLE INITIALLY DEFERRED
  );
  CREATE INDEX "article_list_positions_article_idx" ON "article_list_positions" ("article_id");
  CREATE INDEX "article_list_positions_order_idx"
    ON "article_list_positions" ("list", "sort_at", "created_at", "article_id");

  CREATE FUNCTION article_list_rows_of(changed uuid[])
    RETURNS TABLE (list text, article_id uuid, sort_at timestamptz, created_at timestamptz)
    LANGUAGE sql STABLE AS $$
    SELECT l.list, a.id, coalesce(a.published_at, 'infinity'), a.created_at
    FROM articles a
      CROSS JOIN LATERAL (VALUES
        ('type:' || a.article_type::text),
        (CASE WHEN a.featured THEN 'featured' END)) AS l(list)
    WHERE a.id = ANY(changed) AND a.published = true AND l.list IS NOT NULL;
  $$;

  CREATE FUNCTION article_list_positions_sync(changed uuid[]) RETURNS void LANGUAGE plpgsql AS $$
  DECLARE
    touched record;
  BEGIN
    IF cardinality(changed) = 0 THEN
      RETURN;
    END IF;
    -- Each list the articles leave or join, from the earliest place either way: every row before
    -- it keeps its number. Lists in name order, so two transactions take their locks alike.
    FOR touched IN
      SELECT DISTINCT ON (k.list) k.list, k.sort_at, k.created_at, k.article_id
      FROM (
        SELECT p.list, p.sort_at, p.created_at, p.article_id FROM article_list_positions p
        WHERE p.article_id = ANY(changed)
        UNION ALL
        SELECT r.list, r.sort_at, r.created_at, r.article_id FROM article_list_rows_of(changed) r
      ) k
      ORDER BY k.list, k.sort_at, k.created_at, k.article_id
    LOOP
      PERFORM pg_advisory_xact_lock(hashtextextended('article_list_positions:' || touched.list, 0));
      DELETE FROM article_list_positions p
      WHERE p.list = touched.list AND p.article_id = ANY(changed);
      INSERT INTO article_list_positions (list, article_id, sort_at, created_at)
      SELECT r.list, r.article_id, r.sort_at, r.created_at FROM article_list_rows_of(changed) r
      WHERE r.list = touched.list;
      UPDATE article_list_positions p SET position = numbered.position
      FROM (
        SELECT q.article_id,
          coalesce((
            SELECT b.position FROM article_list_positions b
            WHERE b.list = touched.list
              AND (b.sort_at, b.created_at, b.article_id)
                < (touched.sort_at, touched.created_at, touched.article_id)
            ORDER BY b.sort_at DESC, b.created_at DESC, b.article_id DESC
            LIMIT 1
          ), 0) + row_number() OVER (ORDER BY q.sort_at, q.created_at, q.article_id) AS position
        FROM article_list_positions q
        WHERE q.list = touched.list
          AND (q.sort_at, q.created_at, q.article_id)
            >= (touched.sort_at, touched.created_at, touched.article_id)
      ) numbered
      WHERE p.list = touched.list AND p.article_id = numbered.article_id
        AND p.position IS DISTINCT FROM numbered.position;
    END LOOP;
  END $$;

  CREATE FUNCTION article_list_positions_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM article_list_positions_sync(ARRAY(SELECT id FROM new_rows WHERE published));
    ELSE
      PERFORM article_list_positions_sync(ARRAY(SELECT id FROM old_rows WHERE published));
    END IF;
    RETURN NULL;
  END $$;
  -- Per statement: an archive written in one INSERT is numbered once, not once per row.
  CREATE TRIGGER article_list_positions_inserted AFTER INSERT ON articles
    REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION article_list_positions_rows_changed();
  CREATE TRIGGER article_list_positions_deleted AFTER DELETE ON articles
    REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION article_list_positions_rows_changed();

  CREATE FUNCTION article_list_positions_article_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM article_list_positions_sync(ARRAY[NEW.id]);
    RETURN NULL;
  END $$;
  -- Not on claps and views: the counters update articles far more often than anything else.
  CREATE TRIGGER article_list_positions_article_changed
    AFTER UPDATE OF published, published_at, created_at, article_type, featured ON articles
    FOR EACH ROW
    WHEN (OLD.published IS DISTINCT FROM NEW.published
      OR OLD.published_at IS DISTINCT FROM NEW.published_at
      OR OLD.created_at IS DISTINCT FROM NEW.created_at
      OR OLD.article_type IS DISTINCT FROM NEW.article_type
      OR OLD.featured IS DISTINCT FROM NEW.featured)
    EXECUTE FUNCTION article_list_positions_article_changed();

  SELECT article_list_positions_sync(ARRAY(SELECT id FROM articles WHERE published = true));
  ANALYZE article_list_positions;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER article_list_positions_article_changed ON articles;
  DROP TRIGGER article_list_positions_inserted ON articles;
  DROP TRIGGER article_list_positions_deleted ON articles;
  DROP FUNCTION article_list_positions_article_changed();
  DROP FUNCTION article_list_positions_rows_changed();
  DROP FUNCTION article_list_positions_sync(uuid[]);
  DROP FUNCTION article_list_rows_of(uuid[]);
  DROP TABLE "article_list_positions";`)
}
