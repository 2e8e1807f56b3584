import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Hand-written: typo tolerance by the words of titles (contract/searchHits.ts), as pg_trgm's
 * documentation suggests for text search. A mistyped word is matched against the few thousand
 * distinct words of all titles (a trigram index on a small table), not against 100,000 titles,
 * whose trigram index returned every title sharing a syllable and rechecked each. The corrected
 * words then find titles through an index on the titles' own text-search vector.
 * - `search_title_words`: every word of a published title ('simple' configuration: lower case, not
 *   stemmed), kept by a trigger on articles. A draft's words are not offered. A word no longer in
 *   any published title stays: it can only lead to a search that finds nothing.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "search_title_words" ("word" text PRIMARY KEY);
  INSERT INTO "search_title_words"
    SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple'::regconfig, "title")))
    FROM "articles" WHERE "published"
    ON CONFLICT DO NOTHING;
  CREATE INDEX "search_title_words_trgm_idx" ON "search_title_words" USING gin ("word" gin_trgm_ops);
  CREATE FUNCTION "remember_title_words"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF NEW."published" IS NOT TRUE THEN RETURN NULL; END IF;
    INSERT INTO "search_title_words"
      SELECT unnest(tsvector_to_array(to_tsvector('simple'::regconfig, NEW."title")))
      ON CONFLICT DO NOTHING;
    RETURN NULL;
  END $$;
  CREATE TRIGGER "articles_title_words" AFTER INSERT OR UPDATE OF "title", "published" ON "articles"
    FOR EACH ROW EXECUTE FUNCTION "remember_title_words"();
  CREATE INDEX "articles_title_search_idx" ON "articles"
    USING gin (to_tsvector('english'::regconfig, coalesce("title", '')));
  DROP INDEX "articles_title_trgm_idx";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX "articles_title_trgm_idx" ON "articles" USING gin ("title" gin_trgm_ops);
  DROP INDEX "articles_title_search_idx";
  DROP TRIGGER "articles_title_words" ON "articles";
  DROP FUNCTION "remember_title_words"();
  DROP TABLE "search_title_words";`)
}
