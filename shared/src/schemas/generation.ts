import '../zodInBrowsers'
import { z } from 'zod'

import { ARTICLE_TYPES, DEFAULT_ARTICLE_TYPE } from '../constants'
import { hasControlCharacters } from '../text'

export const GENERATION_TOPIC_MAX_LENGTH = 200

/** What an editor asks the AI pipeline for (POST /api/generation, the admin form, the CLI). */
export const generationRequestSchema = z
  .strictObject({
    topic: z
      .string({ error: 'A topic is required' })
      .trim()
      .min(3, 'The topic must be at least 3 characters')
      .max(
        GENERATION_TOPIC_MAX_LENGTH,
        `The topic must be ${GENERATION_TOPIC_MAX_LENGTH} characters or less`,
      )
      .refine(
        (value) => !hasControlCharacters(value),
        'The topic must not contain control characters',
      ),
    articleType: z
      .enum(ARTICLE_TYPES, { error: `articleType must be one of ${ARTICLE_TYPES.join(', ')}` })
      .default(DEFAULT_ARTICLE_TYPE),
    authorId: z.string({ error: 'An author is required' }).trim().min(1, 'An author is required'),
  })
  .meta({ id: 'GenerationRequest' })
export type GenerationRequest = z.output<typeof generationRequestSchema>

export const generationStartedSchema = z
  .object({
    articleId: z.string().meta({ description: 'The draft the pipeline fills in' }),
    incompleteArticleId: z.string().meta({ description: 'Its record in the monitor' }),
    message: z.string(),
  })
  .meta({ id: 'GenerationStarted' })
export type GenerationStarted = z.infer<typeof generationStartedSchema>

export const generationStatusSchema = z
  .object({
    configured: z.boolean(),
    problems: z.array(z.string()).meta({ description: 'What is missing, e.g. an API key' }),
  })
  .meta({ id: 'GenerationStatus' })
export type GenerationStatus = z.infer<typeof generationStatusSchema>
