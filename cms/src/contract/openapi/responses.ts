import { z } from 'zod'
import type { ZodOpenApiResponseObject, ZodOpenApiResponsesObject } from 'zod-openapi'

import { errorBodySchema } from '@blockwise/shared'

/** The building blocks every path of the OpenAPI document shares. */

export const json = (description: string, schema: z.ZodType): ZodOpenApiResponseObject => ({
  description,
  content: { 'application/json': { schema } },
})

export const failure = (description: string) => json(description, errorBodySchema)

export const jsonBody = (schema: z.ZodType) => ({
  content: { 'application/json': { schema } },
})

export const slugPath = z.object({
  slug: z.string().meta({ description: 'The article slug', example: 'what-is-defi' }),
})

export const idPath = z.object({ id: z.string().uuid().meta({ description: 'The document id' }) })

export const EDITOR_ONLY: ZodOpenApiResponsesObject = {
  '401': failure('Not logged in'),
  '403': failure('Logged in without the editor or admin role'),
}

/** A JSON body that is not JSON, too big or of the wrong type. */
export const BAD_BODY: ZodOpenApiResponsesObject = {
  '413': failure('Body too large'),
  '415': failure('Body is not JSON'),
}

export const RATE_LIMITED: ZodOpenApiResponsesObject = {
  '429': {
    ...failure('Too many requests from this client; see Retry-After'),
    headers: z.object({ 'retry-after': z.string().meta({ description: 'Seconds to wait' }) }),
  },
}

/** The AI pipeline's refusals (see answerGenerationErrors). */
export const GENERATION_REFUSALS: ZodOpenApiResponsesObject = {
  '409': failure('A generation for this article is queued or running'),
  '503': failure('Generation is not configured here (an AI key is missing)'),
}

/** The headers of a page that has a next one (`cms/src/contract/nextPageHeaders.ts`). */
export const NEXT_PAGE_HEADERS = z.object({
  'x-next-cursor': z
    .string()
    .optional()
    .meta({ description: 'The cursor of the next page; absent on the last page' }),
  link: z.string().optional().meta({
    description:
      'The next page: `<the same path and query, without page, with cursor=…>; rel="next"`; absent on the last page',
  }),
})
