import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { escapeHtml, type GenerationRequest, type GenerationStarted } from '@blockwise/shared'

import { GenerationNotConfigured } from './generationErrors'
import { htmlToLexical } from './htmlToLexical'
import { queueGeneration } from './queueGeneration'
import { generationProblems } from './readiness'

/** The requested author does not exist (answered 400). */
export class UnknownAuthor extends Error {
  constructor() {
    super('Author not found')
  }
}

/**
 * Starts a generation for an editor: the draft article, its monitor record and the queued workflow
 * are created in one transaction, so the editor gets ids that the workflow will fill in.
 */
export async function startGeneration(
  payload: Payload,
  request: GenerationRequest,
  user: PayloadRequest['user'],
): Promise<GenerationStarted> {
  const [problem] = generationProblems()
  if (problem) throw new GenerationNotConfigured(problem)
  const author = await payload.findByID({
    collection: 'authors',
    id: request.authorId,
    depth: 0,
    disableErrors: true,
  })
  if (!author) throw new UnknownAuthor()
  const req = await createLocalReq({ user: user ?? undefined }, payload)
  await initTransaction(req)
  try {
    const article = await payload.create({
      collection: 'articles',
      data: {
        title: request.topic,
        slug: '',
        excerpt: 'Being written by Claude.',
        content: await htmlToLexical(
          `<p>Claude is writing this article about “${escapeHtml(request.topic)}” as ${escapeHtml(author.name)}. It stays a draft until both the text and the featured image are saved.</p>`,
          payload.config,
        ),
        articleType: request.articleType,
        authorId: author.id,
        readTime: 1,
        published: false,
        status: 'draft',
        generation: { aiAssisted: true, topic: request.topic },
      },
      depth: 0,
      req,
    })
    const record = await payload.create({
      collection: 'incomplete-articles',
      data: { articleId: article.id, articleTitle: request.topic },
      depth: 0,
      req,
    })
    await queueGeneration(payload, { articleId: article.id, incompleteArticleId: record.id }, req)
    await commitTransaction(req)
    return {
      articleId: article.id,
      incompleteArticleId: record.id,
      message: `Claude is writing “${request.topic}”; Gemini draws the image next.`,
    }
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
