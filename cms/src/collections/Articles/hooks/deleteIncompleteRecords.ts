import type { CollectionBeforeDeleteHook } from 'payload'

import { GenerationStillRunning } from '@/generation/generationErrors'
import { generationActive } from '@/generation/queueGeneration'

/** An article being deleted leaves nothing to complete: its monitor records go first (the
 * foreign key would otherwise leave them pointing nowhere). Not while its generation runs: the
 * workflow still writes to both (409). */
export const deleteIncompleteRecords: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (await generationActive(req.payload, String(id), req))
    throw new GenerationStillRunning('article')
  await req.payload.delete({
    collection: 'incomplete-articles',
    where: { articleId: { equals: id } },
    depth: 0,
    req,
  })
}
