import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Hand-written: a misspelt search's corrected words are now matched in weight A (title and tags)
 * of each article's search vector (contract/searchHits.ts), so no statement reads the index on
 * the titles' own vectors any more; it only cost every write of a title.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`DROP INDEX "articles_title_search_idx";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX "articles_title_search_idx" ON "articles"
    USING gin (to_tsvector('english'::regconfig, coalesce("title", '')));`)
}
