import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Hand-written, for the search (contract/searchHits.ts):
 *
 * - `search_snippet_text`: the excerpt and the first 1,000 characters of the body's text, without
 *   the private-use characters ts_headline marks matches with (U+E000, U+E001): a result's snippet
 *   is taken from it, so no search turns a body's HTML into text, and ts_headline, which parses
 *   all it is given, parses no more than a snippet needs.
 * - `search_vector` is kept in the row (STORAGE MAIN) instead of in the TOAST table: the search
 *   finds a common word's newest matches by walking the newest articles and reading each one's
 *   vector, and a vector read from TOAST (~4 KB, which does not compress) cost three times one
 *   read from the row (~7 µs a row; a word in 6% of 100,000 articles read ~3,200 of them).
 *
 * Adding a stored column rewrites the table, which also moves existing vectors into their rows.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "articles" ALTER COLUMN "search_vector" SET STORAGE MAIN;
  ALTER TABLE "articles" ADD COLUMN "search_snippet_text" text GENERATED ALWAYS AS (
    translate(coalesce("excerpt", '') || ' ' || left("article_body_text"("content_html"), 1000),
      E'\\uE000\\uE001', '')
  ) STORED;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "articles" DROP COLUMN "search_snippet_text";
  ALTER TABLE "articles" ALTER COLUMN "search_vector" SET STORAGE EXTENDED;`)
}
