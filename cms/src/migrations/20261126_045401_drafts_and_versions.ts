import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

type Db = MigrateUpArgs['db']

/**
 * Each existing article's current state becomes its first version (the latest one), so its history
 * starts from what it is now. The version table's `version_x` columns copy the article's `x`.
 */
async function recordCurrentVersions(db: Db): Promise<void> {
  const { rows } = await db.execute(sql`
    SELECT v.column_name AS target, a.column_name AS source,
      CASE WHEN v.data_type = 'USER-DEFINED' THEN v.udt_name END AS enum
    FROM information_schema.columns v
    JOIN information_schema.columns a
      ON a.table_schema = 'public' AND a.table_name = 'articles'
     AND 'version_' || a.column_name = v.column_name
    WHERE v.table_schema = 'public' AND v.table_name = '_articles_v'
    ORDER BY v.column_name`)
  const pairs = rows as Array<{ target: string; source: string; enum: string | null }>
  const targets = pairs.map(({ target }) => sql.identifier(target))
  // The version table has enum types of its own: the values are the same, the types are not.
  const sources = pairs.map(({ source, enum: type }) =>
    type ? sql`${sql.identifier(source)}::text::${sql.identifier(type)}` : sql.identifier(source),
  )
  await db.execute(sql`
    INSERT INTO "_articles_v" ("parent_id", ${sql.join(targets, sql`, `)}, "created_at", "updated_at", "latest", "autosave")
    SELECT "id", ${sql.join(sources, sql`, `)}, "updated_at", "updated_at", true, false FROM "articles"`)
  await db.execute(sql`
    INSERT INTO "_articles_v_rels" ("order", "parent_id", "path", "tags_id")
    SELECT r."order", v."id", 'version.tags', r."tags_id"
    FROM "articles_rels" r JOIN "_articles_v" v ON v."parent_id" = r."parent_id"
    WHERE r."path" = 'tags'`)
}

/**
 * Publishing a draft writes the whole article from the draft, whose view and clap counts may be
 * hours old; readers' increments (a single UPDATE … + n) since then must not be lost. No write may
 * lower a counter.
 */
async function keepCountersFromGoingBack(db: Db): Promise<void> {
  await db.execute(sql`
    CREATE FUNCTION "articles_keep_counters"() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW."views" := GREATEST(COALESCE(NEW."views", 0), COALESCE(OLD."views", 0));
      NEW."claps" := GREATEST(COALESCE(NEW."claps", 0), COALESCE(OLD."claps", 0));
      RETURN NEW;
    END $$;
    CREATE TRIGGER "articles_keep_counters" BEFORE UPDATE OF "views", "claps" ON "articles"
      FOR EACH ROW EXECUTE FUNCTION "articles_keep_counters"();`)
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_articles_status" RENAME TO "enum_articles_contract_status";
  CREATE TYPE "public"."enum_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_version_article_type" AS ENUM('news', 'opinion', 'analysis', 'learn');
  CREATE TYPE "public"."enum__articles_v_version_status" AS ENUM('draft', 'published');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "_articles_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_title" varchar,
  	"version_seo_title" varchar,
  	"version_slug" varchar,
  	"version_excerpt" varchar,
  	"version_content" jsonb,
  	"version_content_html" varchar,
  	"version_featured_image_id" uuid,
  	"version_author_id_id" uuid,
  	"version_article_type" "enum__articles_v_version_article_type" DEFAULT 'news',
  	"version_read_time" numeric,
  	"version_featured" boolean DEFAULT false,
  	"version_published" boolean DEFAULT false,
  	"version_status" "enum_articles_contract_status" DEFAULT 'draft',
  	"version_published_at" timestamp(3) with time zone,
  	"version_views" numeric DEFAULT 0,
  	"version_claps" numeric DEFAULT 0,
  	"version_generation_ai_assisted" boolean DEFAULT false,
  	"version_generation_proposed_seo_title" varchar,
  	"version_generation_topic" varchar,
  	"version_generation_text_model" varchar,
  	"version_generation_image_model" varchar,
  	"version_generation_input_tokens" numeric,
  	"version_generation_output_tokens" numeric,
  	"version_generation_image_count" numeric,
  	"version_generation_text_duration_ms" numeric,
  	"version_generation_image_duration_ms" numeric,
  	"version_generation_publish_duration_ms" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_articles_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" uuid
  );
  
  ALTER TABLE "articles" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "excerpt" DROP NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "author_id_id" DROP NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "article_type" DROP NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "read_time" DROP NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "articles" ADD COLUMN "_status" "enum_articles_status" DEFAULT 'draft';
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_parent_id_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_featured_image_id_media_id_fk" FOREIGN KEY ("version_featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_author_id_id_authors_id_fk" FOREIGN KEY ("version_author_id_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_rels" ADD CONSTRAINT "_articles_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_rels" ADD CONSTRAINT "_articles_v_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_articles_v_parent_idx" ON "_articles_v" USING btree ("parent_id");
  CREATE INDEX "_articles_v_version_version_slug_idx" ON "_articles_v" USING btree ("version_slug");
  CREATE INDEX "_articles_v_version_version_featured_image_idx" ON "_articles_v" USING btree ("version_featured_image_id");
  CREATE INDEX "_articles_v_version_version_author_id_idx" ON "_articles_v" USING btree ("version_author_id_id");
  CREATE INDEX "_articles_v_version_version_article_type_idx" ON "_articles_v" USING btree ("version_article_type");
  CREATE INDEX "_articles_v_version_version_featured_idx" ON "_articles_v" USING btree ("version_featured");
  CREATE INDEX "_articles_v_version_version_published_at_idx" ON "_articles_v" USING btree ("version_published_at");
  CREATE INDEX "_articles_v_version_version_updated_at_idx" ON "_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_articles_v_version_version_created_at_idx" ON "_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_articles_v_version_version__status_idx" ON "_articles_v" USING btree ("version__status");
  CREATE INDEX "_articles_v_created_at_idx" ON "_articles_v" USING btree ("created_at");
  CREATE INDEX "_articles_v_updated_at_idx" ON "_articles_v" USING btree ("updated_at");
  CREATE INDEX "_articles_v_latest_idx" ON "_articles_v" USING btree ("latest");
  CREATE INDEX "_articles_v_autosave_idx" ON "_articles_v" USING btree ("autosave");
  CREATE INDEX "version_published_version_publishedAt_idx" ON "_articles_v" USING btree ("version_published","version_published_at");
  CREATE INDEX "_articles_v_rels_order_idx" ON "_articles_v_rels" USING btree ("order");
  CREATE INDEX "_articles_v_rels_parent_idx" ON "_articles_v_rels" USING btree ("parent_id");
  CREATE INDEX "_articles_v_rels_path_idx" ON "_articles_v_rels" USING btree ("path");
  CREATE INDEX "_articles_v_rels_tags_id_idx" ON "_articles_v_rels" USING btree ("tags_id");
  CREATE INDEX "articles__status_idx" ON "articles" USING btree ("_status");`)
  await db.execute(sql`
    UPDATE "articles" SET "_status" = CASE WHEN "published" THEN 'published' ELSE 'draft' END::"enum_articles_status"`)
  await recordCurrentVersions(db)
  await keepCountersFromGoingBack(db)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TRIGGER "articles_keep_counters" ON "articles";
  DROP FUNCTION "articles_keep_counters";
  ALTER TABLE "_articles_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_articles_v" CASCADE;
  DROP TABLE "_articles_v_rels" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'writeArticleText', 'drawFeaturedImage', 'publishGeneratedArticle', 'sendNewsletterIssue', 'newsletterHousekeeping');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'writeArticleText', 'drawFeaturedImage', 'publishGeneratedArticle', 'sendNewsletterIssue', 'newsletterHousekeeping');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "articles__status_idx";
  ALTER TABLE "articles" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "excerpt" SET NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "author_id_id" SET NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "article_type" SET NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "read_time" SET NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "articles" DROP COLUMN "_status";
  DROP TYPE "public"."enum_articles_status";
  ALTER TYPE "public"."enum_articles_contract_status" RENAME TO "enum_articles_status";
  DROP TYPE "public"."enum__articles_v_version_article_type";
  DROP TYPE "public"."enum__articles_v_version_status";`)
}
