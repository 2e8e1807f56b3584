import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Hand-written: full-text search lives in columns that are no Payload field (a generated column and
 * one kept by triggers), so Payload's schema, its snapshots and its inserts do not know them.
 *
 * - `article_body_text(html)`: the body's text (tags stripped, the entities the renderer writes
 *   decoded), bounded so that neither the vector nor a headline grows with a hostile body. The
 *   search's headlines read the body through the same function.
 * - `search_tags`: the article's tag names, kept by triggers on its tag rows and on a tag rename.
 * - `search_vector`: title and tags (A), excerpt (B) and body (C), with a GIN index.
 * - A trigram index on the title, for titles similar to a mistyped query.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE FUNCTION "article_body_text"(html text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT replace(replace(replace(replace(replace(replace(replace(
      regexp_replace(left(coalesce(html, ''), 200000), '<[^>]*>', ' ', 'g'),
      '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&#x27;', ''''),
      '&nbsp;', ' '), '&amp;', '&')
  $$;
  ALTER TABLE "articles" ADD COLUMN "search_tags" text DEFAULT '' NOT NULL;
  UPDATE "articles" a SET "search_tags" = t."names"
  FROM (
    SELECT r."parent_id", string_agg(tag."name", ' ' ORDER BY r."order") AS "names"
    FROM "articles_rels" r JOIN "tags" tag ON tag."id" = r."tags_id"
    WHERE r."path" = 'tags'
    GROUP BY r."parent_id"
  ) t
  WHERE t."parent_id" = a."id";
  ALTER TABLE "articles" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') ||
    setweight(to_tsvector('english'::regconfig, "search_tags"), 'A') ||
    setweight(to_tsvector('english'::regconfig, coalesce("excerpt", '')), 'B') ||
    setweight(to_tsvector('english'::regconfig, "article_body_text"("content_html")), 'C')
  ) STORED;
  CREATE INDEX "articles_search_vector_idx" ON "articles" USING gin ("search_vector");
  CREATE INDEX "articles_title_trgm_idx" ON "articles" USING gin ("title" gin_trgm_ops);

  CREATE FUNCTION "articles_refresh_search_tags"(article_ids uuid[]) RETURNS void
    LANGUAGE sql AS $$
    UPDATE "articles" a SET "search_tags" = t."names"
    FROM (
      SELECT ids.id,
        coalesce(string_agg(tag."name", ' ' ORDER BY r."order") FILTER (WHERE tag."id" IS NOT NULL), '')
          AS "names"
      FROM unnest(article_ids) AS ids(id)
      LEFT JOIN "articles_rels" r ON r."parent_id" = ids.id AND r."path" = 'tags'
      LEFT JOIN "tags" tag ON tag."id" = r."tags_id"
      GROUP BY ids.id
    ) t
    -- Rewriting a row recomputes its vector: only rows whose tags changed.
    WHERE a."id" = t.id AND a."search_tags" IS DISTINCT FROM t."names"
  $$;
  -- Statement-level: Payload replaces an article's tag rows in one DELETE and one INSERT.
  CREATE FUNCTION "articles_rels_refresh_search_tags"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      PERFORM "articles_refresh_search_tags"(ARRAY(
        SELECT DISTINCT "parent_id" FROM new_rows WHERE "path" = 'tags'));
    END IF;
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
      PERFORM "articles_refresh_search_tags"(ARRAY(
        SELECT DISTINCT "parent_id" FROM old_rows WHERE "path" = 'tags'));
    END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER "articles_rels_search_tags_insert" AFTER INSERT ON "articles_rels"
    REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION "articles_rels_refresh_search_tags"();
  CREATE TRIGGER "articles_rels_search_tags_update" AFTER UPDATE ON "articles_rels"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION "articles_rels_refresh_search_tags"();
  CREATE TRIGGER "articles_rels_search_tags_delete" AFTER DELETE ON "articles_rels"
    REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION "articles_rels_refresh_search_tags"();

  CREATE FUNCTION "tags_rename_search_tags"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM "articles_refresh_search_tags"(ARRAY(
      SELECT DISTINCT "parent_id" FROM "articles_rels"
      WHERE "tags_id" = NEW."id" AND "path" = 'tags'));
    RETURN NULL;
  END $$;
  CREATE TRIGGER "tags_rename_search_tags" AFTER UPDATE OF "name" ON "tags"
    FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
    EXECUTE FUNCTION "tags_rename_search_tags"();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER "tags_rename_search_tags" ON "tags";
  DROP FUNCTION "tags_rename_search_tags"();
  DROP TRIGGER "articles_rels_search_tags_insert" ON "articles_rels";
  DROP TRIGGER "articles_rels_search_tags_update" ON "articles_rels";
  DROP TRIGGER "articles_rels_search_tags_delete" ON "articles_rels";
  DROP FUNCTION "articles_rels_refresh_search_tags"();
  DROP FUNCTION "articles_refresh_search_tags"(uuid[]);
  DROP INDEX "articles_title_trgm_idx";
  DROP INDEX "articles_search_vector_idx";
  ALTER TABLE "articles" DROP COLUMN "search_vector";
  ALTER TABLE "articles" DROP COLUMN "search_tags";
  DROP FUNCTION "article_body_text"(text);`)
}
