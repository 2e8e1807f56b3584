import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Hand-written: every published article is numbered too, in the list `all`, beside the sections
 * of `section_positions`, so that page 500 of the whole list reads its rows by number instead of
 * walking the ~12,000 newer entries of the articles' index (contract/articlePageStatements.ts,
 * decision 0044). The triggers and the function that renumbers a list are unchanged; only the
 * lists an article belongs to gain `all`. Numbered here in one statement: the renumbering
 * function, given every article at once, compares each row with all of them.
 */
const listsOfAnArticle = (lists: string) => sql.raw(`
  CREATE OR REPLACE FUNCTION article_list_rows_of(changed uuid[])
    RETURNS TABLE (list text, article_id uuid, sort_at timestamptz, created_at timestamptz)
    LANGUAGE sql STABLE AS $$
    SELECT l.list, a.id, coalesce(a.published_at, 'infinity'), a.created_at
    FROM articles a
      CROSS JOIN LATERAL (VALUES ${lists}) AS l(list)
    WHERE a.id = ANY(changed) AND a.published = true AND l.list IS NOT NULL;
  $$;`)

const SECTIONS = `
        ('type:' || a.article_type::text),
        (CASE WHEN a.featured THEN 'featured' END)`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  SELECT pg_advisory_xact_lock(hashtextextended('article_list_positions:all', 0));
  ${listsOfAnArticle(`
        ('all'),${SECTIONS}`)}
  INSERT INTO article_list_positions (list, article_id, sort_at, created_at, position)
  SELECT 'all', id, coalesce(published_at, 'infinity'), created_at,
    row_number() OVER (ORDER BY coalesce(published_at, 'infinity'), created_at, id)
  FROM articles WHERE published = true;
  ANALYZE article_list_positions;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ${listsOfAnArticle(SECTIONS)}
  DELETE FROM article_list_positions WHERE list = 'all';`)
}
