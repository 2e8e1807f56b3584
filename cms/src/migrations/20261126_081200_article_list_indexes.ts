import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Hand-written: partial indexes Payload's schema cannot express, in the order of every article list
 * (contract/articleKeyset.ts: publishedAt, createdAt, id newest first, read backwards), so that a
 * page of the archive, its sections or an author's costs the same at any depth; and the sitemap's
 * (publishedAt, id oldest first). The next migrate:create leaves them alone.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "articles_list_order_idx" ON "articles" USING btree ("published_at", "created_at", "id");
  CREATE INDEX "articles_published_list_order_idx" ON "articles" USING btree ("published_at", "created_at", "id") WHERE "published" = true;
  CREATE INDEX "articles_published_type_list_order_idx" ON "articles" USING btree ("article_type", "published_at", "created_at", "id") WHERE "published" = true;
  CREATE INDEX "articles_published_author_list_order_idx" ON "articles" USING btree ("author_id_id", "published_at", "created_at", "id") WHERE "published" = true;
  CREATE INDEX "articles_published_sitemap_order_idx" ON "articles" USING btree ("published_at", "id") WHERE "published" = true;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "articles_list_order_idx";
  DROP INDEX "articles_published_list_order_idx";
  DROP INDEX "articles_published_type_list_order_idx";
  DROP INDEX "articles_published_author_list_order_idx";
  DROP INDEX "articles_published_sitemap_order_idx";`)
}
