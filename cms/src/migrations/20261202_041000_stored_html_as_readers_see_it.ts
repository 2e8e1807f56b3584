import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { sanitizeArticleHtml } from '@blockwise/shared'

import { loadArticleReferences } from '@/collections/Articles/hooks/syncContentHtml'
import { lexicalToArticleHtml } from '@/lib/articleHtml'
import type { Article } from '@/payload-types'

/** Stored bodies sanitised per statement. */
const BATCH = 500

/*
 * Readers are now served the stored HTML as it is (the site no longer sanitises it again), so it
 * must be what they may see: bodies that mention another article are rendered again, showing it
 * only while it is published (HTML stored before could link to a draft), and every stored body
 * goes through today's sanitiser rules.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  const { rows: linking } = await db.execute(
    sql`SELECT id FROM articles WHERE jsonb_path_exists(content, '$.** ? (@.relationTo == "articles")')`,
  )
  for (const { id } of linking as Array<{ id: string }>) {
    const article = await payload.findByID({
      collection: 'articles',
      id,
      select: { content: true },
      depth: 0,
      req,
    })
    const content: Article['content'] | undefined = article.content
    if (!content) continue
    const html = lexicalToArticleHtml(content, await loadArticleReferences(content, req))
    await db.execute(sql`UPDATE articles SET content_html = ${html} WHERE id = ${id}`)
  }
  for (let after = ''; ; ) {
    const { rows } = await db.execute(
      sql`SELECT id, content_html FROM articles WHERE id::text > ${after} AND content_html IS NOT NULL
          ORDER BY id::text LIMIT ${BATCH}`,
    )
    const batch = rows as Array<{ id: string; content_html: string }>
    for (const row of batch) {
      const sanitised = sanitizeArticleHtml(row.content_html)
      if (sanitised !== row.content_html)
        await db.execute(sql`UPDATE articles SET content_html = ${sanitised} WHERE id = ${row.id}`)
    }
    const last = batch.at(-1)
    if (!last || batch.length < BATCH) break
    after = last.id
  }
}

/** Nothing to undo: what the old HTML held beyond this was never meant for readers. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
