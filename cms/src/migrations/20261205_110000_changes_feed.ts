import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Hand-written: the changes feed (docs/decisions/0034). Triggers on the rows readers are answered
 * from (the published article row, tags, authors) write one change per document and transaction, in
 * that transaction, with its transaction id: the feed reads only transactions older than every one
 * still running, so a change can never appear behind a cursor already handed out. The horizon is
 * the newest position the retention job removed: a cursor before it missed changes (410). The
 * articles trigger fires only for updates naming columns readers see, never for the counters' own
 * `UPDATE … SET claps` (nor views, nor the search columns other triggers keep). No collection: the
 * next migrate:create leaves it alone.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'pruneContentChanges' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'pruneContentChanges' BEFORE 'schedulePublish';
  CREATE TABLE "content_changes" (
    "xid" xid8 NOT NULL DEFAULT pg_current_xact_id(),
    "seq" bigserial,
    "resource" text NOT NULL CHECK ("resource" IN ('article', 'tag', 'author')),
    "action" text NOT NULL CHECK ("action" IN ('published', 'updated', 'unpublished', 'deleted')),
    "resource_id" uuid NOT NULL,
    "slug" text NOT NULL,
    "at" timestamp(3) with time zone NOT NULL DEFAULT now(),
    PRIMARY KEY ("xid", "seq")
  );
  CREATE UNIQUE INDEX "content_changes_once_a_transaction_idx"
    ON "content_changes" ("xid", "resource", "resource_id");
  CREATE INDEX "content_changes_at_idx" ON "content_changes" ("at");

  CREATE TABLE "content_changes_horizon" (
    "id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
    "xid" xid8 NOT NULL,
    "seq" bigint NOT NULL
  );
  INSERT INTO "content_changes_horizon" ("xid", "seq") VALUES ('0', 0);

  -- What readers saw change in one transaction: published then updated is still a publication,
  -- unpublished then published again an update; otherwise the later action says where it ended.
  CREATE FUNCTION content_change_record(kind text, what text, target uuid, target_slug text)
  RETURNS void LANGUAGE sql AS $$
    INSERT INTO content_changes ("resource", "action", "resource_id", "slug")
    VALUES (kind, what, target, COALESCE(target_slug, ''))
    ON CONFLICT ("xid", "resource", "resource_id") DO UPDATE SET
      "action" = CASE
        WHEN content_changes."action" = 'published' AND EXCLUDED."action" = 'updated' THEN 'published'
        WHEN content_changes."action" = 'unpublished' AND EXCLUDED."action" = 'published' THEN 'updated'
        ELSE EXCLUDED."action" END,
      "slug" = EXCLUDED."slug";
  $$;

  CREATE FUNCTION content_changes_article() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      IF OLD.published IS TRUE THEN
        PERFORM content_change_record('article', 'deleted', OLD.id, OLD.slug);
      END IF;
    ELSIF TG_OP = 'INSERT' THEN
      IF NEW.published IS TRUE THEN
        PERFORM content_change_record('article', 'published', NEW.id, NEW.slug);
      END IF;
    ELSIF NEW.published IS TRUE AND OLD.published IS NOT TRUE THEN
      PERFORM content_change_record('article', 'published', NEW.id, NEW.slug);
    ELSIF OLD.published IS TRUE AND NEW.published IS NOT TRUE THEN
      PERFORM content_change_record('article', 'unpublished', NEW.id, OLD.slug);
    ELSIF NEW.published IS TRUE AND
      (to_jsonb(NEW) - 'views' - 'claps' - 'search_tags' - 'search_vector' - 'search_snippet_text')
      IS DISTINCT FROM
      (to_jsonb(OLD) - 'views' - 'claps' - 'search_tags' - 'search_vector' - 'search_snippet_text')
    THEN
      PERFORM content_change_record('article', 'updated', NEW.id, NEW.slug);
    END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER content_changes_article_written AFTER INSERT OR DELETE ON articles
    FOR EACH ROW EXECUTE FUNCTION content_changes_article();
  CREATE TRIGGER content_changes_article_updated AFTER UPDATE OF
    title, seo_title, slug, excerpt, content, content_html, featured_image_id, author_id_id,
    article_type, read_time, featured, glossary_links, published, status, published_at,
    last_edited_by_id, generation_ai_assisted, updated_at, created_at, _status
    ON articles FOR EACH ROW EXECUTE FUNCTION content_changes_article();

  -- Tags and authors are public whole (an author's email aside): every change is one.
  CREATE FUNCTION content_changes_public_row() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    kind text := TG_ARGV[0];
  BEGIN
    IF TG_OP = 'DELETE' THEN
      PERFORM content_change_record(kind, 'deleted', OLD.id, OLD.slug);
    ELSIF TG_OP = 'INSERT' THEN
      PERFORM content_change_record(kind, 'published', NEW.id, NEW.slug);
    ELSIF (to_jsonb(NEW) - 'email') IS DISTINCT FROM (to_jsonb(OLD) - 'email') THEN
      PERFORM content_change_record(kind, 'updated', NEW.id, NEW.slug);
    END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER content_changes_tag AFTER INSERT OR UPDATE OR DELETE ON tags
    FOR EACH ROW EXECUTE FUNCTION content_changes_public_row('tag');
  CREATE TRIGGER content_changes_author AFTER INSERT OR UPDATE OR DELETE ON authors
    FOR EACH ROW EXECUTE FUNCTION content_changes_public_row('author');

  -- GET /api/articles?sort=-updatedAt|updatedAt and updatedSince (contract/articleKeyset.ts).
  CREATE INDEX "articles_published_updated_order_idx" ON "articles" USING btree
    ("updated_at", "created_at", "id") WHERE "published" = true;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "articles_published_updated_order_idx";
  DROP TRIGGER content_changes_author ON authors;
  DROP TRIGGER content_changes_tag ON tags;
  DROP TRIGGER content_changes_article_updated ON articles;
  DROP TRIGGER content_changes_article_written ON articles;
  DROP FUNCTION content_changes_public_row();
  DROP FUNCTION content_changes_article();
  DROP FUNCTION content_change_record(text, text, uuid, text);
  DROP TABLE "content_changes_horizon";
  DROP TABLE "content_changes";
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'pruneContentChanges';
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'pruneContentChanges';
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'writeArticleText', 'drawFeaturedImage', 'publishGeneratedArticle', 'sendNewsletterIssue', 'newsletterHousekeeping', 'deliverWebhook', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'writeArticleText', 'drawFeaturedImage', 'publishGeneratedArticle', 'sendNewsletterIssue', 'newsletterHousekeeping', 'deliverWebhook', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
