import type { Payload } from 'payload'

import { slugify } from '@blockwise/shared'

import { seedGlossary } from './content/glossary'

/** The seed runs before the site is up; there is no cache to refresh yet. */
const SEED_CONTEXT = { skipSiteRevalidation: true }

async function idsBySlug(
  payload: Payload,
  collection: 'glossary' | 'articles',
  slugs: readonly string[],
): Promise<Map<string, string>> {
  const { docs } = await payload.find({
    collection,
    where: { slug: { in: [...slugs] } },
    select: { slug: true },
    pagination: false,
    depth: 0,
  })
  return new Map(docs.map((doc) => [doc.slug ?? '', doc.id]))
}

/**
 * The demo glossary's missing terms, then their related terms and articles (which need every term
 * to exist first). Safe to run again: terms already there are left as they are.
 */
export async function seedGlossaryTerms(payload: Payload): Promise<void> {
  const slugs = seedGlossary.map((entry) => slugify(entry.term))
  const existing = await idsBySlug(payload, 'glossary', slugs)
  const created: typeof seedGlossary = []
  for (const entry of seedGlossary) {
    const slug = slugify(entry.term)
    if (existing.has(slug)) continue
    const { term, aliases, shortDefinition, explanation } = entry
    const doc = await payload.create({
      collection: 'glossary',
      context: SEED_CONTEXT,
      data: { term, slug, aliases, shortDefinition, explanation },
    })
    existing.set(slug, doc.id)
    created.push(entry)
  }
  const articles = await idsBySlug(
    payload,
    'articles',
    created.flatMap((entry) => entry.articles),
  )
  for (const entry of created) {
    await payload.update({
      collection: 'glossary',
      id: existing.get(slugify(entry.term)) ?? '',
      context: SEED_CONTEXT,
      data: {
        relatedTerms: entry.related.flatMap((term) => existing.get(slugify(term)) ?? []),
        relatedArticles: entry.articles.flatMap((slug) => articles.get(slug) ?? []),
      },
    })
  }
}
