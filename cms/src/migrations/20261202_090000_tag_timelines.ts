import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Hand-written: each tag's published articles in the order of every article list, kept by
 * PostgreSQL itself, so that a deep page of a tag reads an index instead of checking the tags of
 * every article newer than it (contract/articleKeyset.ts). Triggers keep it in step with
 * `articles_rels` and with an article's publication and dates, in the transaction that changes
 * them: Payload rewrites an article's relations as rows, and the benchmark's archive is written
 * with plain SQL, so no hook of ours sees every change. No collection: the next migrate:create
 * leaves it alone.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "article_tag_timeline" (
    "tag_id" uuid NOT NULL REFERENCES "tags"("id") ON DELETE CASCADE,
    "article_id" uuid NOT NULL REFERENCES "articles"("id") ON DELETE CASCADE,
    "published_at" timestamp(3) with time zone,
    "created_at" timestamp(3) with time zone NOT NULL,
    PRIMARY KEY ("tag_id", "article_id")
  );
  CREATE INDEX "article_tag_timeline_article_idx" ON "article_tag_timeline" ("article_id");
  CREATE INDEX "article_tag_timeline_order_idx"
    ON "article_tag_timeline" ("tag_id", "published_at", "created_at", "article_id");

  CREATE FUNCTION article_tag_timeline_sync(changed uuid[]) RETURNS void LANGUAGE sql AS $$
    DELETE FROM article_tag_timeline WHERE article_id = ANY(changed);
    INSERT INTO article_tag_timeline (tag_id, article_id, published_at, created_at)
    SELECT DISTINCT r.tags_id, a.id, a.published_at, a.created_at
    FROM articles a JOIN articles_rels r ON r.parent_id = a.id AND r.path = 'tags'
    WHERE a.id = ANY(changed) AND a.published = true AND r.tags_id IS NOT NULL;
  $$;

  CREATE FUNCTION article_tag_timeline_relations_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM article_tag_timeline_sync(ARRAY(SELECT DISTINCT parent_id FROM new_rows));
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM article_tag_timeline_sync(ARRAY(SELECT DISTINCT parent_id FROM old_rows));
    ELSE
      PERFORM article_tag_timeline_sync(ARRAY(
        SELECT parent_id FROM old_rows UNION SELECT parent_id FROM new_rows));
    END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER article_tag_timeline_relations_inserted AFTER INSERT ON articles_rels
    REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION article_tag_timeline_relations_changed();
  CREATE TRIGGER article_tag_timeline_relations_deleted AFTER DELETE ON articles_rels
    REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION article_tag_timeline_relations_changed();
  CREATE TRIGGER article_tag_timeline_relations_updated AFTER UPDATE ON articles_rels
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION article_tag_timeline_relations_changed();

  CREATE FUNCTION article_tag_timeline_article_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM article_tag_timeline_sync(ARRAY[NEW.id]);
    RETURN NULL;
  END $$;
  -- Not on claps and views: the counters update articles far more often than anything else.
  CREATE TRIGGER article_tag_timeline_article_changed
    AFTER UPDATE OF published, published_at, created_at ON articles FOR EACH ROW
    WHEN (OLD.published IS DISTINCT FROM NEW.published
      OR OLD.published_at IS DISTINCT FROM NEW.published_at
      OR OLD.created_at IS DISTINCT FROM NEW.created_at)
    EXECUTE FUNCTION article_tag_timeline_article_changed();

  SELECT article_tag_timeline_sync(ARRAY(SELECT id FROM articles WHERE published = true));
  ANALYZE article_tag_timeline;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER article_tag_timeline_article_changed ON articles;
  DROP TRIGGER article_tag_timeline_relations_inserted ON articles_rels;
  DROP TRIGGER article_tag_timeline_relations_deleted ON articles_rels;
  DROP TRIGGER article_tag_timeline_relations_updated ON articles_rels;
  DROP FUNCTION article_tag_timeline_article_changed();
  DROP FUNCTION article_tag_timeline_relations_changed();
  DROP FUNCTION article_tag_timeline_sync(uuid[]);
  DROP TABLE "article_tag_timeline";`)
}
