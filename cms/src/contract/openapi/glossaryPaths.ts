import { z } from 'zod'
import type { ZodOpenApiPathsObject } from 'zod-openapi'

import { glossaryEntrySchema, glossaryListSchema } from '@blockwise/shared/schemas/glossary'

import { REVALIDATED, cacheable } from './readerPaths'
import { failure } from './responses'

/** The glossary: what the site links first mentions in articles to, and its pages. */
export const glossaryPaths: ZodOpenApiPathsObject = {
  '/api/glossary': {
    get: cacheable(
      {
        operationId: 'listGlossary',
        tags: ['Glossary'],
        summary: 'Every glossary term, by name',
        description: `Each term with its slug, aliases and short definition: what the site needs to turn first mentions in articles into definitions. ${REVALIDATED}`,
        responses: {},
      },
      { description: 'Glossary terms', schema: glossaryListSchema },
    ),
  },
  '/api/glossary/{slug}': {
    get: cacheable(
      {
        operationId: 'getGlossaryEntry',
        tags: ['Glossary'],
        summary: 'One glossary entry by slug',
        description: `The term with its explanation, related terms and published related articles. ${REVALIDATED}`,
        requestParams: { path: z.object({ slug: z.string().meta({ example: 'apy' }) }) },
        responses: { '404': failure('Glossary term not found') },
      },
      { description: 'The glossary entry', schema: glossaryEntrySchema },
    ),
  },
}
