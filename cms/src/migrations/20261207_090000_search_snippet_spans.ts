import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Hand-written, for the search's headlines (contract/searchHeadline.ts):
 *
 * `search_snippet_spans`: where each word of `search_snippet_text` starts, by its lexeme, as a
 * tsvector whose positions are character offsets plus one (a tsvector's positions start at 1).
 * A result's headline is made from it and the text without parsing the text again: ts_headline
 * parsed each result's ~1,100 characters at every search (~0.2 ms a result, half of what a page of
 * results cost PostgreSQL).
 *
 * The words and their lexemes are the `english` configuration's, as to_tsvector finds them: the
 * default parser's tokens, each looked up in the first dictionary its token type is mapped to
 * (a stop word has none). A compound token (a hyphenated word, a URL) is followed by its parts,
 * which tile it, so it adds nothing to the offsets; every other token adds its length.
 *
 * A generated column cannot be computed from another, so `search_snippet_text` is now computed by a
 * function both columns call, `search_snippet_of`, with the same expression as before; dropping it
 * and adding both rewrites the table once (~0.7 ms an article).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE FUNCTION search_snippet_of(excerpt text, content_html text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT translate(coalesce(excerpt, '') || ' ' || left(article_body_text(content_html), 1000),
      E'\\uE000\\uE001', '')
  $$;

  CREATE FUNCTION search_snippet_spans(snippet text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT coalesce(string_agg(
        '''' || replace(replace(w.lexeme, '\\', '\\\\'), '''', '''''') || ''':' || w.starts, ' '
      ), '')::tsvector
    FROM (
      SELECT l.lexeme, string_agg((t.start_at + 1)::text, ',' ORDER BY t.n) AS starts
      FROM (
        SELECT p.tokid, p.token, p.n, coalesce(sum(
            CASE WHEN tt.alias IN ('asciihword', 'hword', 'numhword', 'url') THEN 0
              ELSE length(p.token) END
          ) OVER (ORDER BY p.n ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS start_at
        FROM ts_parse('default', snippet) WITH ORDINALITY AS p(tokid, token, n)
          JOIN ts_token_type('default') tt ON tt.tokid = p.tokid
      ) t
      JOIN pg_ts_config_map m
        ON m.mapcfg = 'english'::regconfig AND m.maptokentype = t.tokid AND m.mapseqno = 1
      CROSS JOIN LATERAL unnest(ts_lexize(m.mapdict::regdictionary, t.token)) AS l(lexeme)
      GROUP BY l.lexeme
    ) w
  $$;

  ALTER TABLE "articles"
    DROP COLUMN "search_snippet_text",
    ADD COLUMN "search_snippet_text" text
      GENERATED ALWAYS AS (search_snippet_of("excerpt", "content_html")) STORED,
    ADD COLUMN "search_snippet_spans" tsvector
      GENERATED ALWAYS AS (search_snippet_spans(search_snippet_of("excerpt", "content_html"))) STORED;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "articles"
    DROP COLUMN "search_snippet_spans",
    DROP COLUMN "search_snippet_text",
    ADD COLUMN "search_snippet_text" text GENERATED ALWAYS AS (
      translate(coalesce("excerpt", '') || ' ' || left("article_body_text"("content_html"), 1000),
        E'\\uE000\\uE001', '')
    ) STORED;
  DROP FUNCTION search_snippet_spans(text);
  DROP FUNCTION search_snippet_of(text, text);`)
}
