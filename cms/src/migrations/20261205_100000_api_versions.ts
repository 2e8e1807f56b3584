import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Integrations are pinned to a dated /api version (docs/api.md#versions). The integrations that
 * exist were written against the contract as it stood before versions were dated, 2026-11-21, so
 * they are pinned to it and nothing changes for them; new ones get the current version.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_integrations_api_version" AS ENUM('2026-12-01', '2026-11-21');
  ALTER TABLE "integrations" ADD COLUMN "api_version" "enum_integrations_api_version" DEFAULT '2026-12-01' NOT NULL;
  UPDATE "integrations" SET "api_version" = '2026-11-21';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "integrations" DROP COLUMN "api_version";
  DROP TYPE "public"."enum_integrations_api_version";`)
}
