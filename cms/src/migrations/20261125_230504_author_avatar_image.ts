import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "authors" ADD COLUMN "avatar_image_id" uuid;
  ALTER TABLE "authors" ADD CONSTRAINT "authors_avatar_image_id_media_id_fk" FOREIGN KEY ("avatar_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "authors_avatar_image_idx" ON "authors" USING btree ("avatar_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "authors" DROP CONSTRAINT "authors_avatar_image_id_media_id_fk";
  
  DROP INDEX "authors_avatar_image_idx";
  ALTER TABLE "authors" DROP COLUMN "avatar_image_id";`)
}
