import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { slugify } from '@blockwise/shared'

/** Slugs for authors stored before they had one: from the name, `-2`, `-3`… where taken. */
function slugsFor(authors: readonly { id: string; name: string }[]): Map<string, string> {
  const taken = new Set<string>()
  const slugs = new Map<string, string>()
  for (const author of authors) {
    const base = slugify(author.name).slice(0, 180).replace(/-+$/, '') || 'author'
    let slug = base
    for (let suffix = 2; taken.has(slug); suffix++) slug = `${base}-${suffix}`
    taken.add(slug)
    slugs.set(author.id, slug)
  }
  return slugs
}

/*
 * Generated, then edited: existing authors get their slug before the column becomes NOT NULL and
 * unique.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "authors" ADD COLUMN "slug" varchar;
  ALTER TABLE "authors" ADD COLUMN "bio" varchar;
  ALTER TABLE "tags" ADD COLUMN "description" varchar;`)
  const { rows } = await db.execute(sql`SELECT id, name FROM authors ORDER BY created_at, id`)
  for (const [id, slug] of slugsFor(rows as { id: string; name: string }[]))
    await db.execute(sql`UPDATE authors SET slug = ${slug} WHERE id = ${id}`)
  await db.execute(sql`
   ALTER TABLE "authors" ALTER COLUMN "slug" SET NOT NULL;
  CREATE UNIQUE INDEX "authors_slug_idx" ON "authors" USING btree ("slug");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "authors_slug_idx";
  ALTER TABLE "authors" DROP COLUMN "slug";
  ALTER TABLE "authors" DROP COLUMN "bio";
  ALTER TABLE "tags" DROP COLUMN "description";`)
}
