import { env } from '@/env'

import { imageToMedia } from '../../imageToMedia'
import { generateFeaturedImage } from '../../providers/google'
import { loadRun, logRetry, recordFailure } from '../generationRun'
import { generationStep } from '../taskIO'
import { withRetries } from '../withRetries'

/**
 * Step 2: Gemini draws the featured image from the image prompt. Skipped once the image is saved,
 * and when there is no prompt to draw from (Claude gave none).
 */
export const drawFeaturedImage = generationStep(
  'drawFeaturedImage',
  'Gemini draws the featured image',
  async ({ input, req: { payload } }) => {
    const run = await loadRun(payload, input.incompleteArticleId)
    if (!run) return { output: { saved: false } }
    if (run.record.googleImageSaved) return { output: { saved: true } }
    const prompt = run.record.imagePrompt?.trim()
    if (!prompt) return { output: { saved: false } }
    const outcome = await withRetries(
      () => generateFeaturedImage(prompt),
      logRetry(payload, 'the image', run),
    )
    if (!outcome.ok) {
      await recordFailure(payload, run, outcome.message)
      return { output: { saved: false } }
    }
    const media = await imageToMedia(payload, {
      image: outcome.image,
      articleTitle: run.record.articleTitle,
    }).catch(async (error: unknown) => {
      // Shown in the monitor like a provider's failure, so an editor can retry it.
      await recordFailure(payload, run, `Saving the image failed: ${String(error)}`)
      return null
    })
    if (!media) return { output: { saved: false } }
    const { article } = run
    await payload.update({
      collection: 'articles',
      id: article.id,
      data: {
        featuredImage: media.id,
        generation: {
          ...article.generation,
          imageModel: env.googleImageModel,
          imageCount: (article.generation?.imageCount ?? 0) + 1,
          imageDurationMs: outcome.durationMs,
        },
      },
      depth: 0,
    })
    await payload.update({
      collection: 'incomplete-articles',
      id: run.record.id,
      data: { googleImageSaved: true },
      depth: 0,
    })
    return { output: { saved: true } }
  },
)
