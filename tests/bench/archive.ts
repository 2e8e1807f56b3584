import pg from 'pg'

/**
 * Grows the archive to `total` published articles with one INSERT … SELECT (the API is far too slow
 * to create 100,000): short bodies, all by the seeded authors, all older than what is there, so
 * the newest page of the list holds the same articles (and so the same queries) at every size.
 */
export async function growArchive(databaseUrl: string, total: number): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    const { rows } = await db.query<{ count: string }>('SELECT count(*) FROM articles')
    const missing = total - Number(rows[0]?.count ?? 0)
    if (missing <= 0) return
    await db.query(
      `INSERT INTO articles (title, slug, excerpt, content, content_html, author_id_id, article_type,
         read_time, featured, published, status, published_at)
       SELECT 'Archive article ' || n, 'archive-' || n || '-' || substr(md5(random()::text), 1, 6),
         'An older story from the archive, kept for the benchmark.',
         '{"root":{"type":"root","format":"","indent":0,"version":1,"direction":null,"children":[]}}'::jsonb,
         '<p>An older story from the archive.</p>',
         (SELECT id FROM authors ORDER BY random() LIMIT 1),
         (ARRAY['news','opinion','analysis','learn'])[1 + n % 4]::enum_articles_article_type,
         3, false, true, 'published',
         (SELECT min(published_at) FROM articles) - (n || ' minutes')::interval * 15
       FROM generate_series(1, $1) AS n`,
      [missing],
    )
    await db.query('ANALYZE articles')
  } finally {
    await db.end()
  }
}

/**
 * Statements PostgreSQL ran for the database, to count queries per request (outside transactions
 * each statement is one). An idle backend reports its counts only after 10 s (PGSTAT_IDLE_INTERVAL),
 * so this waits a little longer than that before reading them.
 */
export async function statementCount(databaseUrl: string): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 11_000))
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    const { rows } = await db.query<{ total: string }>(
      'SELECT xact_commit + xact_rollback AS total FROM pg_stat_database WHERE datname = current_database()',
    )
    return Number(rows[0]?.total ?? 0)
  } finally {
    await db.end()
  }
}
