import { NEXT_TAG_OF_CHANGE } from '@blockwise/shared/cacheModel'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import { articleChangeKeys, type KeyedArticle } from '@/edge/surrogateKeysOf'
import { notifySite } from '@/hooks/revalidateSite'

import { missingPartsMessage, partsOf } from '../articleParts'
import { loadRun, recordFailure } from '../generationRun'
import { generationStep } from '../taskIO'

/**
 * Step 3: only when both the text and the image are saved, the article becomes a ready draft for
 * an editor to review and publish (the default "hold" setting) or, with the "publish" setting,
 * goes live, and its monitor record is removed — in one transaction, so a crash never leaves one
 * without the other. Otherwise it stays a draft. The article itself is checked, not only the
 * record's flags.
 */
export const publishGeneratedArticle = generationStep(
  'publishGeneratedArticle',
  'Publish, or hold for review, once both parts are saved',
  async ({ input, req: { payload } }) => {
    const started = performance.now()
    const run = await loadRun(payload, input.incompleteArticleId)
    if (!run?.record.claudeArticleSaved || !run.record.googleImageSaved)
      return { output: { saved: false } }
    const parts = partsOf(run.article)
    if (!parts.claudeArticleSaved || !parts.googleImageSaved) {
      // The flags are corrected so that a retry runs the steps that make the missing parts.
      await recordFailure(payload, run, missingPartsMessage(parts), parts)
      return { output: { saved: false } }
    }
    const { publishMode } = await payload
      .findGlobal({
        slug: 'site-settings',
        depth: 0,
        select: { generationPublishMode: true },
      })
      .then((settings) => ({ publishMode: settings.generationPublishMode ?? 'hold' }))
    const publish = publishMode === 'publish'
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    let published: KeyedArticle
    try {
      published = await payload.update({
        collection: 'articles',
        id: run.article.id,
        data: {
          published: publish,
          generation: {
            ...run.article.generation,
            publishDurationMs: Math.round(performance.now() - started),
          },
        },
        context: { holdForReview: !publish, skipSiteRevalidation: true },
        depth: 0,
        req,
      })
      await payload.delete({
        collection: 'incomplete-articles',
        id: run.record.id,
        context: { generationFinished: true },
        req,
      })
      await commitTransaction(req)
    } catch (error) {
      await killTransaction(req)
      throw error
    }
    if (publish)
      await notifySite(payload, [NEXT_TAG_OF_CHANGE.article], articleChangeKeys(published))
    return { output: { saved: true } }
  },
)
