import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/*
 * Changes nothing: the learning-path and glossary migrations were created side by side, each from
 * a schema snapshot without the other's collection. This one only carries the snapshot of both
 * (its .json), so that the next migrate:create compares with the schema as it is.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
