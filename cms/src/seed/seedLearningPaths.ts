import type { Payload } from 'payload'

import { seedLearningPaths } from './content/learningPaths'

/** The seed runs before the site is up; there is no cache to refresh yet. */
const SEED_CONTEXT = { skipSiteRevalidation: true }

/** The demo learning paths that are missing, from the seeded learn articles they name. */
export async function seedPaths(payload: Payload): Promise<void> {
  for (const { lessons, ...path } of seedLearningPaths) {
    const { totalDocs } = await payload.count({
      collection: 'paths',
      where: { slug: { equals: path.slug } },
    })
    if (totalDocs > 0) continue
    const { docs } = await payload.find({
      collection: 'articles',
      where: { slug: { in: lessons } },
      select: { slug: true },
      pagination: false,
      depth: 0,
    })
    const idOf = (slug: string) => {
      const article = docs.find((doc) => doc.slug === slug)
      if (!article) throw new Error(`Seed path ${path.slug} names unknown article ${slug}`)
      return article.id
    }
    await payload.create({
      collection: 'paths',
      context: SEED_CONTEXT,
      data: { ...path, lessons: lessons.map(idOf) },
    })
  }
}
