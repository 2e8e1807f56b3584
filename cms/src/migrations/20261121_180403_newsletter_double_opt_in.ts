import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_newsletters_status" AS ENUM('pending', 'active');
  CREATE TYPE "public"."enum_newsletter_issues_status" AS ENUM('sending', 'sent');
  CREATE TYPE "public"."enum_newsletter_deliveries_state" AS ENUM('sending', 'sent', 'failed');
  CREATE TYPE "public"."enum_site_settings_digest_day" AS ENUM('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendNewsletterIssue';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'newsletterHousekeeping';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendNewsletterIssue';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'newsletterHousekeeping';
  CREATE TABLE "newsletter_issues" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"subject" varchar NOT NULL,
  	"week" varchar NOT NULL,
  	"status" "enum_newsletter_issues_status" DEFAULT 'sending' NOT NULL,
  	"recipients" numeric DEFAULT 0 NOT NULL,
  	"sent" numeric DEFAULT 0 NOT NULL,
  	"sent_at" timestamp(3) with time zone,
  	"html" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_deliveries" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"issue_id" uuid NOT NULL,
  	"subscriber" varchar NOT NULL,
  	"state" "enum_newsletter_deliveries_state" DEFAULT 'sending' NOT NULL,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "newsletters" ADD COLUMN "status" "enum_newsletters_status" DEFAULT 'pending' NOT NULL;
  ALTER TABLE "newsletters" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_issues_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_deliveries_id" uuid;
  ALTER TABLE "site_settings" ADD COLUMN "digest_day" "enum_site_settings_digest_day" DEFAULT 'friday' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "digest_hour_utc" numeric DEFAULT 9 NOT NULL;
  ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_issue_id_newsletter_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "newsletter_issues_week_idx" ON "newsletter_issues" USING btree ("week");
  CREATE INDEX "newsletter_issues_updated_at_idx" ON "newsletter_issues" USING btree ("updated_at");
  CREATE INDEX "newsletter_issues_created_at_idx" ON "newsletter_issues" USING btree ("created_at");
  CREATE INDEX "newsletter_deliveries_issue_idx" ON "newsletter_deliveries" USING btree ("issue_id");
  CREATE INDEX "newsletter_deliveries_subscriber_idx" ON "newsletter_deliveries" USING btree ("subscriber");
  CREATE INDEX "newsletter_deliveries_updated_at_idx" ON "newsletter_deliveries" USING btree ("updated_at");
  CREATE INDEX "newsletter_deliveries_created_at_idx" ON "newsletter_deliveries" USING btree ("created_at");
  CREATE UNIQUE INDEX "issue_subscriber_idx" ON "newsletter_deliveries" USING btree ("issue_id","subscriber");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_issues_fk" FOREIGN KEY ("newsletter_issues_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_deliveries_fk" FOREIGN KEY ("newsletter_deliveries_id") REFERENCES "public"."newsletter_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "newsletters_status_idx" ON "newsletters" USING btree ("status");
  CREATE INDEX "payload_locked_documents_rels_newsletter_issues_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_issues_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_deliveries_id");`)
  // Addresses from before double opt-in subscribed under the old single opt-in: they stay subscribed.
  await db.execute(sql`UPDATE "newsletters" SET "status" = 'active', "confirmed_at" = "created_at";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "newsletter_issues" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_deliveries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "newsletter_issues" CASCADE;
  DROP TABLE "newsletter_deliveries" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_issues_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_deliveries_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'writeArticleText', 'drawFeaturedImage', 'publishGeneratedArticle');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'writeArticleText', 'drawFeaturedImage', 'publishGeneratedArticle');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "newsletters_status_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_issues_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_deliveries_id_idx";
  ALTER TABLE "newsletters" DROP COLUMN "status";
  ALTER TABLE "newsletters" DROP COLUMN "confirmed_at";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_issues_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_deliveries_id";
  ALTER TABLE "site_settings" DROP COLUMN "digest_day";
  ALTER TABLE "site_settings" DROP COLUMN "digest_hour_utc";
  DROP TYPE "public"."enum_newsletters_status";
  DROP TYPE "public"."enum_newsletter_issues_status";
  DROP TYPE "public"."enum_newsletter_deliveries_state";
  DROP TYPE "public"."enum_site_settings_digest_day";`)
}
