import {
  APIError,
  headersWithCors,
  restoreVersionOperation,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type Endpoint,
} from 'payload'

import { canUseEditorialCalls } from '@/access/roles'
import type { Article } from '@/payload-types'

export const RESTORE_ONLY_AS_DRAFT =
  'A version of an article is restored as a draft (draft: true); readers see it once it is published.'

/**
 * Payload's restore writes the version over the live article unless asked for a draft: the admin's
 * "Restore this version" would publish an old version, or take a live article down if the version
 * was a draft, without anyone pressing Publish. The admin's REST call is answered here as a restore
 * as draft (both of its buttons); any other restore (GraphQL, Local API) must ask for a draft.
 */
export const restoreVersionAsDraft: Endpoint = {
  path: '/versions/:id',
  method: 'post',
  handler: async (req) => {
    const id = req.routeParams?.id
    const collection = req.payload.collections.articles
    if (typeof id !== 'string' || !collection) throw new APIError('Missing ID of version.', 400)
    const doc = await restoreVersionOperation({ id, collection, draft: true, depth: 0, req })
    return Response.json(
      { ...doc, message: req.t('version:restoredSuccessfully') },
      { headers: headersWithCors({ headers: new Headers(), req }) },
    )
  },
}

/** Callers without access are left to the access check's 403, which says nothing about drafts. */
export const refuseRestoreOverLiveArticle: CollectionBeforeOperationHook = ({
  args,
  operation,
  overrideAccess,
  req,
}) => {
  const mayRestore = overrideAccess || canUseEditorialCalls(req.user)
  if (operation === 'restoreVersion' && args.draft !== true && mayRestore) {
    throw new APIError(RESTORE_ONLY_AS_DRAFT, 400)
  }
  return args
}

/**
 * Payload 3.90 saves a version restored as a draft without the article's creation time, and
 * publishing that draft then writes a null `created_at` and fails. A save whose latest version lacks
 * it takes the stored row's.
 */
export const keepCreationTime: CollectionBeforeChangeHook<Article> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || data.createdAt || originalDoc?.createdAt || !originalDoc?.id) {
    return data
  }
  const row = await req.payload.db.findOne<Article>({
    collection: 'articles',
    where: { id: { equals: originalDoc.id } },
    req,
  })
  return { ...data, createdAt: row?.createdAt }
}
