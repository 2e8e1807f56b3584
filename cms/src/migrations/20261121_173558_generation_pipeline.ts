import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'writeArticleText', 'drawFeaturedImage', 'publishGeneratedArticle');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_workflow_slug" AS ENUM('generateArticle');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'writeArticleText', 'drawFeaturedImage', 'publishGeneratedArticle');
  CREATE TYPE "public"."enum_site_settings_generation_publish_mode" AS ENUM('publish', 'hold');
  ALTER TYPE "public"."enum_articles_status" ADD VALUE 'review' BEFORE 'published';
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"workflow_slug" "enum_payload_jobs_workflow_slug",
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"concurrency_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "articles" ADD COLUMN "generation_ai_assisted" boolean DEFAULT false;
  ALTER TABLE "articles" ADD COLUMN "generation_proposed_seo_title" varchar;
  ALTER TABLE "articles" ADD COLUMN "generation_topic" varchar;
  ALTER TABLE "articles" ADD COLUMN "generation_text_model" varchar;
  ALTER TABLE "articles" ADD COLUMN "generation_image_model" varchar;
  ALTER TABLE "articles" ADD COLUMN "generation_input_tokens" numeric;
  ALTER TABLE "articles" ADD COLUMN "generation_output_tokens" numeric;
  ALTER TABLE "articles" ADD COLUMN "generation_image_count" numeric;
  ALTER TABLE "articles" ADD COLUMN "generation_text_duration_ms" numeric;
  ALTER TABLE "articles" ADD COLUMN "generation_image_duration_ms" numeric;
  ALTER TABLE "articles" ADD COLUMN "generation_publish_duration_ms" numeric;
  ALTER TABLE "incomplete_articles" ADD COLUMN "last_error" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "generation_publish_mode" "enum_site_settings_generation_publish_mode" DEFAULT 'publish' NOT NULL;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_workflow_slug_idx" ON "payload_jobs" USING btree ("workflow_slug");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_concurrency_key_idx" ON "payload_jobs" USING btree ("concurrency_key");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");`)
  // One generation in flight per article: a second queue attempt fails here (see generation/queue.ts).
  await db.execute(sql`
  CREATE UNIQUE INDEX "payload_jobs_one_active_per_concurrency_key" ON "payload_jobs" ("concurrency_key")
    WHERE "completed_at" IS NULL AND "has_error" IS NOT TRUE;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "articles" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "articles" ALTER COLUMN "status" SET DEFAULT 'draft'::text;
  DROP TYPE "public"."enum_articles_status";
  CREATE TYPE "public"."enum_articles_status" AS ENUM('draft', 'published');
  ALTER TABLE "articles" ALTER COLUMN "status" SET DEFAULT 'draft'::"public"."enum_articles_status";
  ALTER TABLE "articles" ALTER COLUMN "status" SET DATA TYPE "public"."enum_articles_status" USING "status"::"public"."enum_articles_status";
  ALTER TABLE "articles" DROP COLUMN "generation_ai_assisted";
  ALTER TABLE "articles" DROP COLUMN "generation_proposed_seo_title";
  ALTER TABLE "articles" DROP COLUMN "generation_topic";
  ALTER TABLE "articles" DROP COLUMN "generation_text_model";
  ALTER TABLE "articles" DROP COLUMN "generation_image_model";
  ALTER TABLE "articles" DROP COLUMN "generation_input_tokens";
  ALTER TABLE "articles" DROP COLUMN "generation_output_tokens";
  ALTER TABLE "articles" DROP COLUMN "generation_image_count";
  ALTER TABLE "articles" DROP COLUMN "generation_text_duration_ms";
  ALTER TABLE "articles" DROP COLUMN "generation_image_duration_ms";
  ALTER TABLE "articles" DROP COLUMN "generation_publish_duration_ms";
  ALTER TABLE "incomplete_articles" DROP COLUMN "last_error";
  ALTER TABLE "site_settings" DROP COLUMN "generation_publish_mode";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_workflow_slug";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_site_settings_generation_publish_mode";`)
}
