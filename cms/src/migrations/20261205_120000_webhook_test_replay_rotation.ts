import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * Webhooks (docs/api.md#webhooks):
 *
 * - `webhook.test`, the event an admin sends to one endpoint, may be logged as a delivery's event.
 * - A replayed delivery names the one it sends again (`replay_of_id`).
 * - A rotated endpoint keeps its previous secret, stored as the current one is, signing beside the
 *   new one until `previous_secret_expires_at`.
 *
 * The enum's new value is not used in this transaction, as PostgreSQL requires.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_webhook_deliveries_event" ADD VALUE IF NOT EXISTS 'webhook.test';
  ALTER TABLE "webhook_endpoints" ADD COLUMN "previous_secret" varchar;
  ALTER TABLE "webhook_endpoints" ADD COLUMN "previous_secret_expires_at" timestamp(3) with time zone;
  ALTER TABLE "webhook_deliveries" ADD COLUMN "replay_of_id" uuid;
  ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_replay_of_id_webhook_deliveries_id_fk" FOREIGN KEY ("replay_of_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "webhook_deliveries_replay_of_idx" ON "webhook_deliveries" USING btree ("replay_of_id");`)
}

/** The test event's deliveries go with the value PostgreSQL cannot drop from the enum. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "webhook_deliveries_replay_of_idx";
  ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_replay_of_id_webhook_deliveries_id_fk";
  ALTER TABLE "webhook_deliveries" DROP COLUMN "replay_of_id";
  ALTER TABLE "webhook_endpoints" DROP COLUMN "previous_secret_expires_at";
  ALTER TABLE "webhook_endpoints" DROP COLUMN "previous_secret";
  DELETE FROM "webhook_deliveries" WHERE "event" = 'webhook.test';
  ALTER TYPE "public"."enum_webhook_deliveries_event" RENAME TO "enum_webhook_deliveries_event_old";
  CREATE TYPE "public"."enum_webhook_deliveries_event" AS ENUM('article.published', 'article.updated', 'article.unpublished', 'article.deleted', 'newsletter.issue.sent');
  ALTER TABLE "webhook_deliveries" ALTER COLUMN "event" SET DATA TYPE "public"."enum_webhook_deliveries_event" USING "event"::text::"public"."enum_webhook_deliveries_event";
  DROP TYPE "public"."enum_webhook_deliveries_event_old";`)
}
