import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * The publication on the social web (docs/fediverse.md): followers, likes, boosts and replies,
 * the block list, the accounts the publication follows, each actor's keys, the site setting for follows, the two federation
 * jobs, and (hand-written, no collection) federation_kv, Fedify's key–value store: remote
 * documents and keys it caches, the activities it has processed, the signatures received.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_fediverse_followers_state" AS ENUM('pending', 'accepted');
  CREATE TYPE "public"."enum_fediverse_interactions_kind" AS ENUM('like', 'boost', 'reply');
  CREATE TYPE "public"."enum_fediverse_interactions_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_fediverse_blocks_kind" AS ENUM('instance', 'actor');
  CREATE TYPE "public"."enum_fediverse_following_state" AS ENUM('requested', 'accepted', 'rejected');
  CREATE TYPE "public"."enum_site_settings_fediverse_follows" AS ENUM('automatic', 'approval');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'federationMessage' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'federateArticle' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'federationMessage' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'federateArticle' BEFORE 'schedulePublish';
  CREATE TABLE "fediverse_followers" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"actor" varchar NOT NULL,
  	"follower" varchar NOT NULL,
  	"handle" varchar,
  	"name" varchar,
  	"inbox" varchar NOT NULL,
  	"shared_inbox" varchar,
  	"state" "enum_fediverse_followers_state" DEFAULT 'pending' NOT NULL,
  	"follow_activity" varchar NOT NULL,
  	"follow_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "fediverse_interactions" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"kind" "enum_fediverse_interactions_kind" NOT NULL,
  	"article_id" uuid NOT NULL,
  	"actor" varchar NOT NULL,
  	"actor_handle" varchar,
  	"actor_name" varchar,
  	"activity_id" varchar NOT NULL,
  	"object_url" varchar,
  	"content" varchar,
  	"status" "enum_fediverse_interactions_status" DEFAULT 'approved' NOT NULL,
  	"received_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "fediverse_blocks" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"kind" "enum_fediverse_blocks_kind" DEFAULT 'instance' NOT NULL,
  	"value" varchar NOT NULL,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "fediverse_following" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"account" varchar NOT NULL,
  	"actor" varchar,
  	"inbox" varchar,
  	"shared_inbox" varchar,
  	"state" "enum_fediverse_following_state" DEFAULT 'requested' NOT NULL,
  	"follow_activity" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "federation_keys" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"actor" varchar NOT NULL,
  	"keys" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "fediverse_followers_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "fediverse_interactions_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "fediverse_blocks_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "fediverse_following_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "federation_keys_id" uuid;
  ALTER TABLE "site_settings" ADD COLUMN "fediverse_follows" "enum_site_settings_fediverse_follows" DEFAULT 'automatic';
  ALTER TABLE "fediverse_interactions" ADD CONSTRAINT "fediverse_interactions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "fediverse_followers_actor_idx" ON "fediverse_followers" USING btree ("actor");
  CREATE INDEX "fediverse_followers_follower_idx" ON "fediverse_followers" USING btree ("follower");
  CREATE INDEX "fediverse_followers_state_idx" ON "fediverse_followers" USING btree ("state");
  CREATE UNIQUE INDEX "fediverse_followers_follow_key_idx" ON "fediverse_followers" USING btree ("follow_key");
  CREATE INDEX "fediverse_followers_updated_at_idx" ON "fediverse_followers" USING btree ("updated_at");
  CREATE INDEX "fediverse_followers_created_at_idx" ON "fediverse_followers" USING btree ("created_at");
  CREATE INDEX "fediverse_interactions_kind_idx" ON "fediverse_interactions" USING btree ("kind");
  CREATE INDEX "fediverse_interactions_article_idx" ON "fediverse_interactions" USING btree ("article_id");
  CREATE INDEX "fediverse_interactions_actor_idx" ON "fediverse_interactions" USING btree ("actor");
  CREATE UNIQUE INDEX "fediverse_interactions_activity_id_idx" ON "fediverse_interactions" USING btree ("activity_id");
  CREATE INDEX "fediverse_interactions_status_idx" ON "fediverse_interactions" USING btree ("status");
  CREATE INDEX "fediverse_interactions_received_at_idx" ON "fediverse_interactions" USING btree ("received_at");
  CREATE INDEX "fediverse_interactions_updated_at_idx" ON "fediverse_interactions" USING btree ("updated_at");
  CREATE INDEX "fediverse_interactions_created_at_idx" ON "fediverse_interactions" USING btree ("created_at");
  CREATE UNIQUE INDEX "fediverse_blocks_value_idx" ON "fediverse_blocks" USING btree ("value");
  CREATE INDEX "fediverse_blocks_updated_at_idx" ON "fediverse_blocks" USING btree ("updated_at");
  CREATE INDEX "fediverse_blocks_created_at_idx" ON "fediverse_blocks" USING btree ("created_at");
  CREATE UNIQUE INDEX "fediverse_following_account_idx" ON "fediverse_following" USING btree ("account");
  CREATE INDEX "fediverse_following_state_idx" ON "fediverse_following" USING btree ("state");
  CREATE INDEX "fediverse_following_follow_activity_idx" ON "fediverse_following" USING btree ("follow_activity");
  CREATE INDEX "fediverse_following_updated_at_idx" ON "fediverse_following" USING btree ("updated_at");
  CREATE INDEX "fediverse_following_created_at_idx" ON "fediverse_following" USING btree ("created_at");
  CREATE UNIQUE INDEX "federation_keys_actor_idx" ON "federation_keys" USING btree ("actor");
  CREATE INDEX "federation_keys_updated_at_idx" ON "federation_keys" USING btree ("updated_at");
  CREATE INDEX "federation_keys_created_at_idx" ON "federation_keys" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fediverse_followers_fk" FOREIGN KEY ("fediverse_followers_id") REFERENCES "public"."fediverse_followers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fediverse_interactions_fk" FOREIGN KEY ("fediverse_interactions_id") REFERENCES "public"."fediverse_interactions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fediverse_blocks_fk" FOREIGN KEY ("fediverse_blocks_id") REFERENCES "public"."fediverse_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fediverse_following_fk" FOREIGN KEY ("fediverse_following_id") REFERENCES "public"."fediverse_following"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_federation_keys_fk" FOREIGN KEY ("federation_keys_id") REFERENCES "public"."federation_keys"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_fediverse_followers_id_idx" ON "payload_locked_documents_rels" USING btree ("fediverse_followers_id");
  CREATE INDEX "payload_locked_documents_rels_fediverse_interactions_id_idx" ON "payload_locked_documents_rels" USING btree ("fediverse_interactions_id");
  CREATE INDEX "payload_locked_documents_rels_fediverse_blocks_id_idx" ON "payload_locked_documents_rels" USING btree ("fediverse_blocks_id");
  CREATE INDEX "payload_locked_documents_rels_fediverse_following_id_idx" ON "payload_locked_documents_rels" USING btree ("fediverse_following_id");
  CREATE INDEX "payload_locked_documents_rels_federation_keys_id_idx" ON "payload_locked_documents_rels" USING btree ("federation_keys_id");
  CREATE TABLE "federation_kv" (
    "key" text[] PRIMARY KEY,
    "value" jsonb NOT NULL,
    "expires_at" timestamp(3) with time zone
  );
  CREATE INDEX "federation_kv_expires_at_idx" ON "federation_kv" ("expires_at") WHERE "expires_at" IS NOT NULL;`)
  // One unfinished job per concurrency key holds for generations and the newsletter; the social
  // web's messages share a key to run in order, several queued at once (federation/queue/).
  await db.execute(sql`
  DROP INDEX "payload_jobs_one_active_per_concurrency_key";
  CREATE UNIQUE INDEX "payload_jobs_one_active_per_concurrency_key" ON "payload_jobs" ("concurrency_key")
    WHERE "completed_at" IS NULL AND "has_error" IS NOT TRUE AND "queue" IS DISTINCT FROM 'federation';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE IF EXISTS "federation_kv";
  -- The job kinds this migration added go with it; their jobs would not fit the older enum, nor
  -- the older index (several unfinished ones may share a key).
  DELETE FROM "payload_jobs_log" WHERE "task_slug" IN ('federationMessage', 'federateArticle');
  DELETE FROM "payload_jobs" WHERE "task_slug" IN ('federationMessage', 'federateArticle');
  DROP INDEX "payload_jobs_one_active_per_concurrency_key";
  CREATE UNIQUE INDEX "payload_jobs_one_active_per_concurrency_key" ON "payload_jobs" ("concurrency_key")
    WHERE "completed_at" IS NULL AND "has_error" IS NOT TRUE;
   ALTER TABLE "fediverse_followers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fediverse_interactions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fediverse_blocks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fediverse_following" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "federation_keys" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "fediverse_followers" CASCADE;
  DROP TABLE "fediverse_interactions" CASCADE;
  DROP TABLE "fediverse_blocks" CASCADE;
  DROP TABLE "fediverse_following" CASCADE;
  DROP TABLE "federation_keys" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_fediverse_followers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_fediverse_interactions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_fediverse_blocks_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_fediverse_following_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_federation_keys_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'writeArticleText', 'drawFeaturedImage', 'publishGeneratedArticle', 'sendNewsletterIssue', 'newsletterHousekeeping', 'deliverWebhook', 'pruneContentChanges', 'rollUpAnalytics', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'writeArticleText', 'drawFeaturedImage', 'publishGeneratedArticle', 'sendNewsletterIssue', 'newsletterHousekeeping', 'deliverWebhook', 'pruneContentChanges', 'rollUpAnalytics', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_fediverse_followers_id_idx";
  DROP INDEX "payload_locked_documents_rels_fediverse_interactions_id_idx";
  DROP INDEX "payload_locked_documents_rels_fediverse_blocks_id_idx";
  DROP INDEX "payload_locked_documents_rels_fediverse_following_id_idx";
  DROP INDEX "payload_locked_documents_rels_federation_keys_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "fediverse_followers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "fediverse_interactions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "fediverse_blocks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "fediverse_following_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "federation_keys_id";
  ALTER TABLE "site_settings" DROP COLUMN "fediverse_follows";
  DROP TYPE "public"."enum_fediverse_followers_state";
  DROP TYPE "public"."enum_fediverse_interactions_kind";
  DROP TYPE "public"."enum_fediverse_interactions_status";
  DROP TYPE "public"."enum_fediverse_blocks_kind";
  DROP TYPE "public"."enum_fediverse_following_state";
  DROP TYPE "public"."enum_site_settings_fediverse_follows";`)
}
