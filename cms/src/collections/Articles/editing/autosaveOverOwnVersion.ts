import type { CollectionBeforeOperationHook } from 'payload'

import type { Article } from '@/payload-types'

/**
 * An autosave rewrites the article's newest version in place when that version is an autosave:
 * one editor's typing is one version, not one every 2 s. Another editor's autosave version is left
 * as it is, and this autosave starts a version of its own, so every save that reached the database
 * stays in the history under its editor's name.
 */
export const autosaveOverOwnVersion: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  const { autosave, id } = args as { autosave?: boolean; id?: unknown }
  if (operation !== 'update' || !autosave || (typeof id !== 'string' && typeof id !== 'number')) {
    return args
  }
  const { docs } = await req.payload.db.findVersions<Article>({
    collection: 'articles',
    where: { parent: { equals: id } },
    sort: '-updatedAt',
    limit: 1,
    pagination: false,
    req,
  })
  const newest = docs[0]
  const savedBy = newest?.version.lastEditedBy
  const savedById = typeof savedBy === 'object' && savedBy !== null ? savedBy.id : savedBy
  const byAnother = String(savedById ?? '') !== String(req.user?.id ?? '')
  const newestIsAutosave = (newest as { autosave?: boolean } | undefined)?.autosave === true
  return newestIsAutosave && byAnother ? { ...args, autosave: false } : args
}
