import type { CollectionBeforeDeleteHook } from 'payload'

import { GenerationStillRunning } from '@/generation/generationErrors'
import { generationActive } from '@/generation/queueGeneration'

/**
 * A record cannot be deleted while its article's generation is queued or running: the workflow
 * still writes to it. Every path (admin, `/cms-api`, the `/api` contract, the Local API) gets 409.
 */
export const refuseWhileGenerating: CollectionBeforeDeleteHook = async ({ id, req, context }) => {
  if (context.generationFinished) return
  const record = await req.payload.findByID({
    collection: 'incomplete-articles',
    id,
    select: { articleId: true },
    depth: 0,
    disableErrors: true,
    req,
  })
  if (!record) return
  const articleId = typeof record.articleId === 'string' ? record.articleId : record.articleId.id
  if (await generationActive(req.payload, articleId, req))
    throw new GenerationStillRunning('record')
}
