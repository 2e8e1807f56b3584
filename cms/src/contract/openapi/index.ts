import { createDocument } from 'zod-openapi'
import { z } from 'zod'

import { SITE_NAME } from '@blockwise/shared'

import { editorialPaths } from './editorialPaths'
import { newsletterPaths } from './newsletterPaths'
import { readerPaths } from './readerPaths'
import { searchPaths } from './searchPaths'
import { json } from './responses'

/**
 * The OpenAPI 3.1 description of the /api contract, generated from the shared zod schemas. Every
 * route under src/app/api has its paths and methods here (tests/integration/contract-openapi.test.ts
 * compares them with the route files).
 */
export function contractDocument(serverUrl: string) {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: `${SITE_NAME} API`,
      version: '1.0.0',
      description:
        'The documented contract of docs/product.md#calls, and the calls of the admin’s editorial and newsletter ' +
        'screens. Reader calls are public; the others need an editor or admin session (the ' +
        'payload-token cookie, or an `Authorization: JWT <token>` header from /cms-api/users/login).',
    },
    servers: [{ url: serverUrl }],
    paths: {
      ...readerPaths,
      ...searchPaths,
      ...editorialPaths,
      ...newsletterPaths,
      '/api/openapi.json': {
        get: {
          summary: 'This document',
          responses: { '200': json('OpenAPI 3.1', z.record(z.string(), z.unknown())) },
        },
      },
    },
  })
}
