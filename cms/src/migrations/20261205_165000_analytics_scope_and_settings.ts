import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Analytics (docs/analytics.md): the integration key scope that reads the reports, the rollup job,
 * and the newsletter's open pixel (a site setting, off by default, stamped on each issue it sent).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_integrations_scope" ADD VALUE 'analytics';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'rollUpAnalytics' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'rollUpAnalytics' BEFORE 'schedulePublish';
  ALTER TABLE "newsletter_issues" ADD COLUMN "open_tracking" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "newsletter_open_tracking" boolean DEFAULT false;`)
}

/** PostgreSQL cannot drop an enum value: the types are made again, analytics keys left with the read scope. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   UPDATE "integrations" SET "scope" = 'read' WHERE "scope" = 'analytics';
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'rollUpAnalytics';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'rollUpAnalytics';
   ALTER TABLE "integrations" ALTER COLUMN "scope" SET DATA TYPE text;
  ALTER TABLE "integrations" ALTER COLUMN "scope" SET DEFAULT 'read'::text;
  DROP TYPE "public"."enum_integrations_scope";
  CREATE TYPE "public"."enum_integrations_scope" AS ENUM('read', 'editorial', 'subscribers:read');
  ALTER TABLE "integrations" ALTER COLUMN "scope" SET DEFAULT 'read'::"public"."enum_integrations_scope";
  ALTER TABLE "integrations" ALTER COLUMN "scope" SET DATA TYPE "public"."enum_integrations_scope" USING "scope"::"public"."enum_integrations_scope";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'writeArticleText', 'drawFeaturedImage', 'publishGeneratedArticle', 'sendNewsletterIssue', 'newsletterHousekeeping', 'deliverWebhook', 'pruneContentChanges', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'writeArticleText', 'drawFeaturedImage', 'publishGeneratedArticle', 'sendNewsletterIssue', 'newsletterHousekeeping', 'deliverWebhook', 'pruneContentChanges', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "newsletter_issues" DROP COLUMN "open_tracking";
  ALTER TABLE "site_settings" DROP COLUMN "newsletter_open_tracking";`)
}
