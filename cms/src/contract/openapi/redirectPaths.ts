import type { ZodOpenApiPathsObject } from 'zod-openapi'

import { redirectListSchema } from '@blockwise/shared/schemas/redirect'

import { REVALIDATED, cacheable } from './readerPaths'

/** The redirects from old addresses of the site, which the site answers with 301s. */
export const redirectPaths: ZodOpenApiPathsObject = {
  '/api/redirects': {
    get: cacheable(
      {
        operationId: 'listRedirects',
        tags: ['Redirects'],
        summary: 'Every redirect from an old address of the site',
        description:
          'Each old address (`from`) with the address the site sends it to (`to`) with a 301, by ' +
          '`from`: both are paths of the site, never another site. A renamed live article, author or ' +
          `tag adds one; editors add others. The site follows chains itself. ${REVALIDATED}`,
        responses: {},
      },
      { description: 'The redirects', schema: redirectListSchema },
    ),
  },
}
