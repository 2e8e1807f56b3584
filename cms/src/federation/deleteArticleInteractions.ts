import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * A deleted article's likes, boosts and replies from the social web go with it, in its
 * transaction (each names the article, which the foreign key would otherwise leave pointing
 * nowhere). Its followers are told by the Delete its deletion sends.
 */
export const deleteArticleInteractions: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'fediverse-interactions',
    where: { article: { equals: id } },
    depth: 0,
    overrideAccess: true,
    req,
  })
}
