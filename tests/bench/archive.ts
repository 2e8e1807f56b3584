import { readFile } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'

import { slugify } from '@blockwise/shared'

import {
  ARCHIVE_TAGS,
  SENTENCE_CONTEXTS,
  SENTENCE_PREDICATES,
  SENTENCE_SUBJECTS,
  TITLE_ACTIONS,
  TITLE_CONTEXTS,
  TITLE_SUBJECTS,
} from './archiveText'

/**
 * A random element of a text[] (volatile: a new pick on every evaluation). `skew` > 1 favours the
 * first elements, so some words are in most articles and others in few, as in real writing.
 */
const pick = (array: string, skew = 1) =>
  `(${array})[1 + floor(power(random(), ${skew}) * cardinality(${array}))::int]`

/** A sentence of some 15 words: a subject, a predicate, a context. */
const SENTENCE = `${pick('$6::text[]', 2)} || ' ' || ${pick('$7::text[]', 2)} || ' ' || ${pick('$8::text[]', 2)} || '.'`

const LEXICAL_TEXT = `'type', 'text', 'format', 0, 'detail', 0, 'mode', 'normal', 'style', '', 'version', 1`
const LEXICAL_BLOCK = `'format', '', 'indent', 0, 'version', 1, 'direction', 'ltr'`

/**
 * Grows the archive to `total` published articles in one INSERT … SELECT (the API is far too slow
 * to create 100,000), written like real ones so that search meets a realistic distribution of
 * words: bodies of 9 to 16 paragraphs (some 600 to 1,500 words, as HTML and as Lexical), an
 * excerpt, one to four of ARCHIVE_TAGS, by the authors already there (round robin). All are older
 * than what is there, so the newest page of the list holds the same articles (and so the same
 * queries) at every size.
 */
export async function growArchive(databaseUrl: string, total: number): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    const { rows } = await db.query<{ count: string }>('SELECT count(*) FROM articles')
    const missing = total - Number(rows[0]?.count ?? 0)
    if (missing <= 0) return
    await db.query(
      `INSERT INTO tags (name, slug) SELECT * FROM unnest($1::text[], $2::text[])
       ON CONFLICT DO NOTHING`,
      [ARCHIVE_TAGS, ARCHIVE_TAGS.map(slugify)],
    )
    await db.query(
      `WITH settings AS (
         SELECT (SELECT array_agg(id ORDER BY created_at) FROM authors) AS authors,
           (SELECT array_agg(t.id ORDER BY k) FROM unnest($2::text[]) WITH ORDINALITY AS n(name, k)
             JOIN tags t ON t.name = n.name) AS tag_ids,
           (SELECT min(published_at) FROM articles) AS oldest
       ),
       planned AS MATERIALIZED (
         SELECT n, gen_random_uuid() AS id, picks.tags
         FROM generate_series(1, $1::int) AS n
         CROSS JOIN LATERAL (
           SELECT array_agg(1 + (start + 7 * k) % cardinality($2::text[]) ORDER BY k) AS tags
           FROM (SELECT floor(random() * cardinality($2::text[]))::int + 0 * n AS start) s,
             generate_series(0, floor(random() * 4)::int + 0 * start) AS k
         ) picks
       ),
       articles AS (
         INSERT INTO articles (id, title, slug, excerpt, content, content_html, author_id_id,
           article_type, read_time, featured, published, status, _status, published_at, search_tags)
         SELECT p.id,
           ${pick('$3::text[]', 2)} || ' ' || ${pick('$4::text[]')} || ' ' || ${pick('$5::text[]')},
           'archive-' || p.n || '-' || substr(md5(random()::text), 1, 6),
           ${SENTENCE},
           jsonb_build_object('root', jsonb_build_object('type', 'root', ${LEXICAL_BLOCK},
             'children', body.blocks)),
           body.html,
           s.authors[1 + p.n % cardinality(s.authors)],
           (ARRAY['news','opinion','analysis','learn'])[1 + p.n % 4]::enum_articles_article_type,
           greatest(1, round(body.words / 200.0)), false, true, 'published', 'published',
           s.oldest - (p.n || ' minutes')::interval * 15,
           (SELECT string_agg(($2::text[])[t], ' ' ORDER BY k) FROM unnest(p.tags) WITH ORDINALITY AS x(t, k))
         FROM planned p CROSS JOIN settings s
         CROSS JOIN LATERAL (
           SELECT string_agg('<p>' || text || '</p>', '' ORDER BY paragraph) AS html,
             jsonb_agg(jsonb_build_object('type', 'paragraph', ${LEXICAL_BLOCK}, 'textFormat', 0,
               'children', jsonb_build_array(jsonb_build_object(${LEXICAL_TEXT}, 'text', text)))
               ORDER BY paragraph) AS blocks,
             sum(words) AS words
           FROM generate_series(1, 9 + floor(random() * 8)::int + 0 * p.n) AS paragraph
           CROSS JOIN LATERAL (
             SELECT string_agg(sentence, ' ') AS text,
               sum(array_length(string_to_array(sentence, ' '), 1)) AS words
             FROM generate_series(1, 5 + floor(random() * 3)::int + 0 * paragraph) AS i
             CROSS JOIN LATERAL (SELECT ${SENTENCE} || left(i::text, 0) AS sentence) x
           ) texts
         ) body
         RETURNING id
       )
       INSERT INTO articles_rels ("order", parent_id, path, tags_id)
       SELECT k, p.id, 'tags', s.tag_ids[t]
       FROM planned p CROSS JOIN settings s, unnest(p.tags) WITH ORDINALITY AS x(t, k)
       WHERE p.id IN (SELECT id FROM articles)`,
      [
        missing,
        ARCHIVE_TAGS,
        TITLE_SUBJECTS,
        TITLE_ACTIONS,
        TITLE_CONTEXTS,
        SENTENCE_SUBJECTS,
        SENTENCE_PREDICATES,
        SENTENCE_CONTEXTS,
      ],
    )
    // The tags' counts of published articles, as the articles' hooks keep them.
    await db.query(
      `UPDATE tags t SET count = (SELECT count(*) FROM articles_rels r
         JOIN articles a ON a.id = r.parent_id AND a.published
         WHERE r.tags_id = t.id AND r.path = 'tags')
       WHERE t.name = ANY($1::text[])`,
      [ARCHIVE_TAGS],
    )
    // What autovacuum does soon after a bulk write (a table that grew by a fifth is vacuumed, all
    // of it), done here so that it is not done while the next row is measured: statistics, and
    // the visibility map that lets a tag's page read its timeline's index alone.
    await db.query(
      `VACUUM (ANALYZE) articles, articles_rels, article_tag_timeline, article_list_positions,
         content_changes, search_title_words`,
    )
  } finally {
    await db.end()
  }
}

/**
 * Grows the glossary to `total` terms (each with a page of its own, so that term pages at random
 * mostly miss the site's caches), named so that no article mentions them: what they cost an
 * article is only the linker's look over a larger glossary.
 */
export async function growGlossary(databaseUrl: string, total: number): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    await db.query(
      `INSERT INTO glossary (term, slug, short_definition, explanation)
       SELECT 'Archive term ' || n, 'archive-term-' || n,
         'A term of the benchmark archive, number ' || n || ', defined in one sentence.',
         repeat('What the archive term means, in a paragraph of explanation. ', 12)
       FROM generate_series(1, $1::int - (SELECT count(*) FROM glossary)::int) AS n
       ON CONFLICT DO NOTHING`,
      [total],
    )
  } finally {
    await db.end()
  }
}

/**
 * Tells the site that the glossary changed, as the CMS's webhook would have if the terms had come
 * through it (the stack keeps the webhook's secret in its data folder).
 */
export async function revalidateGlossary(siteUrl: string, dataDir: string): Promise<void> {
  const secret = (await readFile(path.join(dataDir, 'revalidate-secret'), 'utf8')).trim()
  const response = await fetch(`${siteUrl}/internal/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
    body: JSON.stringify({ tags: ['glossary'] }),
  })
  if (!response.ok)
    throw new Error(`The site refused the glossary's revalidation: ${response.status}`)
}

/**
 * Queries PostgreSQL has run in the database, counted by pg_stat_statements as each ends (the
 * embedded server loads it: scripts/lib/databaseMemory.ts). The reading is a query too, and
 * counts in the next one.
 */
export async function statementCount(databaseUrl: string): Promise<number> {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements')
    const { rows } = await db.query<{ total: string }>(
      `SELECT coalesce(sum(calls), 0) AS total FROM pg_stat_statements
       WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    )
    return Number(rows[0]?.total ?? 0)
  } finally {
    await db.end()
  }
}
