import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_newsletter_deliveries_state" ADD VALUE 'unknown';
  ALTER TABLE "newsletters" ADD COLUMN "confirmation_sent_at" timestamp(3) with time zone;
  -- Until now a pending subscriber's only recorded link was the one sent when it was created.
  UPDATE "newsletters" SET "confirmation_sent_at" = "created_at" WHERE "status" = 'pending';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "newsletter_deliveries" ALTER COLUMN "state" SET DATA TYPE text;
  UPDATE "newsletter_deliveries" SET "state" = 'failed' WHERE "state" = 'unknown';
  ALTER TABLE "newsletter_deliveries" ALTER COLUMN "state" SET DEFAULT 'sending'::text;
  DROP TYPE "public"."enum_newsletter_deliveries_state";
  CREATE TYPE "public"."enum_newsletter_deliveries_state" AS ENUM('sending', 'sent', 'failed');
  ALTER TABLE "newsletter_deliveries" ALTER COLUMN "state" SET DEFAULT 'sending'::"public"."enum_newsletter_deliveries_state";
  ALTER TABLE "newsletter_deliveries" ALTER COLUMN "state" SET DATA TYPE "public"."enum_newsletter_deliveries_state" USING "state"::"public"."enum_newsletter_deliveries_state";
  ALTER TABLE "newsletters" DROP COLUMN "confirmation_sent_at";`)
}
