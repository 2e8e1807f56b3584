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
  GENERATION_REFUSALS,
  PUBLIC,
  SERVER_FAILURES,
  TOO_LARGE,
  editorCall,
  failure,
  idPath,
  json,
  jsonBody,
} from './responses'

/** The calls behind the admin's editorial screens: SEO titles, the monitor, AI generation. */
export const editorialPaths: ZodOpenApiPathsObject = {
  '/api/articles/{id}/accept-seo-title': {
    post: editorCall({
      operationId: 'acceptSeoTitle',
      tags: ['Editorial'],
      summary: 'Save a proposed SEO title',
      description:
        'Saves `seoTitle` as the article’s SEO title (editors and admins). On a live article it ' +
        'is published at once, as a new published version holding nothing else of a waiting draft; ' +
        'on an article never published, it is saved in the draft.',
      requestParams: { path: idPath },
      requestBody: jsonBody(acceptSeoTitleSchema),
      responses: {
        '200': json('Saved', z.object({ id: z.string(), seoTitle: z.string().nullable() })),
        '400': failure('Missing or invalid seoTitle, or a body that is not JSON'),
        '404': failure('Unknown article'),
        ...BAD_BODY,
      },
    }),
  },
  '/api/articles/{id}/reject-seo-title': {
    post: editorCall({
      operationId: 'rejectSeoTitle',
      tags: ['Editorial'],
      summary: 'Clear the SEO title',
      description: 'Clears the article’s SEO title (editors and admins). No body.',
      requestParams: { path: idPath },
      responses: {
        '200': json('Cleared', z.object({ id: z.string(), seoTitle: z.null() })),
        '404': failure('Unknown article'),
        ...TOO_LARGE,
      },
    }),
  },
  '/api/preview/articles/{id}': {
    get: {
      operationId: 'getArticlePreview',
      tags: ['Preview'],
      summary: 'The latest draft of an article, for the site’s preview',
      description:
        'Only with a preview token for this article, minted by the CMS for an editor; never stored.',
      security: PUBLIC,
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
        ...SERVER_FAILURES,
        '503': failure(
          'Previews are not configured (PREVIEW_SECRET), or the database is unavailable for a moment',
        ),
      },
    },
  },
  '/api/incomplete-articles': {
    get: editorCall({
      operationId: 'listIncompleteArticles',
      tags: ['Editorial'],
      summary: 'AI generations still missing a part',
      description: 'The incomplete-articles monitor’s records, newest first (editors and admins).',
      responses: { '200': json('Records, newest first', incompleteArticleListSchema) },
    }),
  },
  '/api/incomplete-articles/{id}': {
    delete: editorCall({
      operationId: 'deleteIncompleteArticle',
      tags: ['Editorial'],
      summary: 'Remove an incomplete-article record',
      description: 'Removes the record, not its draft (editors and admins).',
      requestParams: { path: idPath },
      responses: {
        '200': json('Removed', messageBodySchema),
        '404': failure('Unknown record'),
        '409': failure('Its generation is queued or running'),
        ...TOO_LARGE,
      },
    }),
  },
  '/api/incomplete-articles/{id}/retry': {
    post: editorCall({
      operationId: 'retryIncompleteArticle',
      tags: ['Editorial'],
      summary: 'Re-run the missing steps of an incomplete generation',
      description: 'Queues the missing step(s) again (editors and admins). No body.',
      requestParams: { path: idPath },
      responses: {
        '202': json('Retry started; `message` says which parts are redone', messageBodySchema),
        '404': failure('Unknown record'),
        ...GENERATION_REFUSALS,
        ...TOO_LARGE,
      },
    }),
  },
  '/api/generation': {
    get: editorCall({
      operationId: 'getGenerationStatus',
      tags: ['Editorial'],
      summary: 'Whether the AI pipeline can run here',
      description: 'The pipeline’s readiness, and what is missing if not (editors and admins).',
      responses: { '200': json('The pipeline’s readiness', generationStatusSchema) },
    }),
    post: editorCall({
      operationId: 'startGeneration',
      tags: ['Editorial'],
      summary: 'Start an AI generation',
      description: 'Creates a draft and its monitor record, then generates (editors and admins).',
      requestBody: jsonBody(generationRequestSchema),
      responses: {
        '202': json('Started', generationStartedSchema),
        '400': failure('A rule of the request failed, the author is unknown, or not JSON'),
        ...GENERATION_REFUSALS,
        ...BAD_BODY,
      },
    }),
  },
}
