import type { Payload } from 'payload'

import type { Article } from '@/payload-types'

import type { SeedArticle } from './content/types'

/**
 * Publishes a seeded article's notes after it, one save each as an editor would, so that each is
 * dated by its own publish and the article shows "Updated" (Articles/corrections/noteRules.ts).
 */
export async function publishSeedNotes(
  payload: Payload,
  articleId: string,
  notes: NonNullable<SeedArticle['notes']>,
  context: Record<string, unknown>,
): Promise<void> {
  let published: NonNullable<Article['corrections']> = []
  for (const note of notes) {
    const article = await payload.update({
      collection: 'articles',
      id: articleId,
      context,
      data: { corrections: [...published, note], _status: 'published' },
    })
    published = article.corrections ?? []
  }
}
