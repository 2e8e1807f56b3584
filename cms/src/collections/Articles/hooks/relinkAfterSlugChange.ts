import type { CollectionAfterChangeHook } from 'payload'

import { lexicalToArticleHtml } from '@/lib/articleHtml'
import { linkedArticleIds } from '@/lib/articleLinks'
import type { Article } from '@/payload-types'

import { linkedArticleSlugs } from './syncContentHtml'

/**
 * A renamed article's old page is gone, so every article linking to it gets its served HTML
 * re-rendered with the new slug (in the same transaction). Each update runs the collection's
 * afterChange hooks, so the site is told to revalidate the re-rendered articles too.
 */
export const relinkAfterSlugChange: CollectionAfterChangeHook<Article> = async ({
  doc,
  previousDoc,
  req,
}) => {
  if (!previousDoc?.slug || previousDoc.slug === doc.slug) return doc
  // A scan of the content JSON, once per rename (rare); a recorded link list would narrow it.
  const { docs } = await req.payload.find({
    collection: 'articles',
    where: { id: { not_equals: doc.id } },
    select: { content: true },
    depth: 0,
    pagination: false,
    req,
  })
  for (const linking of docs) {
    if (!linking.content || !linkedArticleIds(linking.content).includes(doc.id)) continue
    await req.payload.update({
      collection: 'articles',
      id: linking.id,
      data: {
        contentHtml: lexicalToArticleHtml(
          linking.content,
          await linkedArticleSlugs(linking.content, req),
        ),
      },
      depth: 0,
      req,
    })
  }
  return doc
}
