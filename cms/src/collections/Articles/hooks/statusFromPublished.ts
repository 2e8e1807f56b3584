import type { CollectionBeforeOperationHook, PayloadRequest } from 'payload'

import type { Article } from '@/payload-types'

/** Whether readers see the article now: the stored row's flag, which a draft save never touches. */
export async function liveNow(id: unknown, req: PayloadRequest): Promise<boolean> {
  if (typeof id !== 'string' && typeof id !== 'number') return false
  const row = await req.payload.db.findOne<Article>({
    collection: 'articles',
    where: { id: { equals: id } },
    req,
  })
  return Boolean(row?.published)
}

/**
 * Gives a save the Payload `_status` the caller means, before Payload fills it in from the latest
 * version (or its default): the contract's `published` when the caller sent that without a status,
 * and otherwise, on a save that is not a draft, the status readers see now — an integrator's
 * `PATCH { title }` of a live article keeps it live, as before drafts existed.
 */
export const statusFromPublished: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'create' && operation !== 'update') return args
  const data = args.data as Partial<Article> | undefined
  if (!data || typeof data !== 'object' || data._status) return args
  if (typeof data.published === 'boolean') {
    return { ...args, data: { ...data, _status: data.published ? 'published' : 'draft' } }
  }
  if (operation === 'create' || args.draft) return args
  const status = (await liveNow('id' in args ? args.id : undefined, req)) ? 'published' : 'draft'
  return { ...args, data: { ...data, _status: status } }
}
