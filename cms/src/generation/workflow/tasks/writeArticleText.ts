import { env } from '@/env'

import { htmlToLexical } from '../../htmlToLexical'
import { generateArticleText } from '../../providers/anthropic'
import { loadRun, logRetry, recordFailure } from '../generationRun'
import { linkProposedTags } from '../linkProposedTags'
import { generationStep } from '../taskIO'
import { withRetries } from '../withRetries'

/** Step 1: Claude writes the article into the draft, as its author. Skipped once the text is saved. */
export const writeArticleText = generationStep(
  'writeArticleText',
  'Claude writes the article',
  async ({ input, req: { payload } }) => {
    const run = await loadRun(payload, input.incompleteArticleId)
    if (!run) return { output: { saved: false } }
    if (run.record.claudeArticleSaved) return { output: { saved: true } }
    const { article } = run
    const author = await payload.findByID({
      collection: 'authors',
      id: typeof article.authorId === 'string' ? article.authorId : article.authorId.id,
      depth: 0,
    })
    const outcome = await withRetries(
      () =>
        generateArticleText({
          topic: article.generation?.topic ?? article.title,
          articleType: article.articleType,
          author,
        }),
      logRetry(payload, 'the text', run),
    )
    if (!outcome.ok) {
      await recordFailure(payload, run, outcome.message, {
        ...(outcome.imagePrompt ? { imagePrompt: outcome.imagePrompt } : {}),
      })
      return { output: { saved: false } }
    }
    const written = outcome.article
    await payload.update({
      collection: 'articles',
      id: article.id,
      data: {
        title: written.title,
        // Empty: derived afresh from the real title.
        slug: '',
        excerpt: written.excerpt,
        content: await htmlToLexical(written.html, payload.config),
        ...(await linkProposedTags(payload, written.tags)),
        readTime: written.readTime,
        generation: {
          ...article.generation,
          proposedSeoTitle: written.seoTitle,
          textModel: env.anthropicModel,
          inputTokens: outcome.usage.inputTokens,
          outputTokens: outcome.usage.outputTokens,
          textDurationMs: outcome.durationMs,
        },
      },
      depth: 0,
    })
    await payload.update({
      collection: 'incomplete-articles',
      id: run.record.id,
      data: {
        articleTitle: written.title,
        claudeArticleSaved: true,
        imagePrompt: written.imagePrompt,
        lastError: null,
      },
      depth: 0,
    })
    return { output: { saved: true } }
  },
)
