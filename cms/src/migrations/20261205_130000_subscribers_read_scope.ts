import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** The integration key scope that reads the newsletter's subscribers (docs/api.md#integration-keys). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_integrations_scope" ADD VALUE 'subscribers:read';`)
}

/** PostgreSQL cannot drop an enum value: the type is made again, its keys left with the read scope. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "integrations" ALTER COLUMN "scope" SET DATA TYPE text;
  ALTER TABLE "integrations" ALTER COLUMN "scope" SET DEFAULT 'read'::text;
  UPDATE "integrations" SET "scope" = 'read' WHERE "scope" = 'subscribers:read';
  DROP TYPE "public"."enum_integrations_scope";
  CREATE TYPE "public"."enum_integrations_scope" AS ENUM('read', 'editorial');
  ALTER TABLE "integrations" ALTER COLUMN "scope" SET DEFAULT 'read'::"public"."enum_integrations_scope";
  ALTER TABLE "integrations" ALTER COLUMN "scope" SET DATA TYPE "public"."enum_integrations_scope" USING "scope"::"public"."enum_integrations_scope";`)
}
