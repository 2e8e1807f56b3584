import { z } from 'zod'
import type { ZodOpenApiPathsObject } from 'zod-openapi'

import {
  acceptSeoTitleSchema,
  articleSchema,
  generationRequestSchema,
  generationStartedSchema,
  generationStatusSchema,
  incompleteArticleListSchema,
  messageBodySchema,
} from '@blockwise/shared'

import {
  BAD_BODY,
  EDITOR_ONLY,
  GENERATION_REFUSALS,
  failure,
  idPath,
  json,
  jsonBody,
} from './responses'

/** The calls behind the admin's editorial screens: SEO titles, the monitor, AI generation. */
export const editorialPaths: ZodOpenApiPathsObject = {
  '/api/articles/{id}/accept-seo-title': {
    post: {
      summary: 'Save a proposed SEO title (editors and admins)',
      requestParams: { path: idPath },
      requestBody: jsonBody(acceptSeoTitleSchema),
      responses: {
        '200': json('Saved', z.object({ id: z.string(), seoTitle: z.string().nullable() })),
        '400': failure('Missing or invalid seoTitle'),
        '404': failure('Unknown article'),
        ...EDITOR_ONLY,
        ...BAD_BODY,
      },
    },
  },
  '/api/articles/{id}/reject-seo-title': {
    post: {
      summary: 'Clear the SEO title (editors and admins)',
      requestParams: { path: idPath },
      responses: {
        '200': json('Cleared', z.object({ id: z.string(), seoTitle: z.null() })),
        '404': failure('Unknown article'),
        ...EDITOR_ONLY,
      },
    },
  },
  '/api/preview/articles/{id}': {
    get: {
      summary: 'The latest draft of an article, for the site’s preview (a preview token only)',
      requestParams: {
        path: idPath,
        header: z.object({
          'x-preview-token': z.string().meta({ description: 'Minted by the CMS for an editor' }),
        }),
      },
      responses: {
        '200': json('The draft, in the shape of GET /api/articles/{slug}', articleSchema),
        '401': failure('No token, or a malformed, forged or expired one'),
        '403': failure('A token for another article, or its account may no longer preview'),
        '404': failure('Unknown article'),
        '422': failure('The draft lacks a field the contract requires (e.g. no title yet)'),
        '503': failure('Previews are not configured (PREVIEW_SECRET)'),
      },
    },
  },
  '/api/incomplete-articles': {
    get: {
      summary: 'AI generations still missing a part (editors and admins)',
      responses: {
        '200': json('Records, newest first', incompleteArticleListSchema),
        ...EDITOR_ONLY,
      },
    },
  },
  '/api/incomplete-articles/{id}': {
    delete: {
      summary: 'Remove a record (editors and admins)',
      requestParams: { path: idPath },
      responses: {
        '200': json('Removed', messageBodySchema),
        '404': failure('Unknown record'),
        '409': failure('Its generation is queued or running'),
        ...EDITOR_ONLY,
      },
    },
  },
  '/api/incomplete-articles/{id}/retry': {
    post: {
      summary: 'Re-run the missing step(s) of an incomplete generation (editors and admins)',
      requestParams: { path: idPath },
      responses: {
        '202': json('Retry started; `message` says which parts are redone', messageBodySchema),
        '404': failure('Unknown record'),
        ...GENERATION_REFUSALS,
        ...EDITOR_ONLY,
      },
    },
  },
  '/api/generation': {
    get: {
      summary:
        'Whether the AI pipeline can run here, and what is missing if not (editors and admins)',
      responses: {
        '200': json('The pipeline’s readiness', generationStatusSchema),
        ...EDITOR_ONLY,
      },
    },
    post: {
      summary: 'Start an AI generation: a draft and its monitor record (editors and admins)',
      requestBody: jsonBody(generationRequestSchema),
      responses: {
        '202': json('Started', generationStartedSchema),
        '400': failure('A rule of the request failed, or the author is unknown'),
        ...GENERATION_REFUSALS,
        ...EDITOR_ONLY,
        ...BAD_BODY,
      },
    },
  },
}
