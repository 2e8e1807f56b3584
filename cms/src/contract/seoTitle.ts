import type { Payload, PayloadRequest } from 'payload'

/**
 * Saves (or, with null, clears) an article's SEO title as the editor; either way the pipeline's
 * proposal has been decided on and is cleared. Like any edit of a live article, the decision is
 * saved in its draft and reaches readers when the editor publishes. Null when there is no such article.
 */
export async function setSeoTitle(
  payload: Payload,
  id: string,
  seoTitle: string | null,
  user: PayloadRequest['user'],
): Promise<{ id: string; seoTitle: string | null } | null> {
  const existing = await payload.findByID({
    collection: 'articles',
    id,
    depth: 0,
    select: { seoTitle: true, published: true },
    disableErrors: true,
    overrideAccess: false,
    user,
  })
  if (!existing) return null
  const updated = await payload.update({
    collection: 'articles',
    id,
    data: { seoTitle },
    draft: Boolean(existing.published),
    context: { seoTitleDecided: true },
    depth: 0,
    overrideAccess: false,
    user,
  })
  return { id: updated.id, seoTitle: updated.seoTitle ?? null }
}
