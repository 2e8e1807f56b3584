import type { ZodOpenApiPathsObject } from 'zod-openapi'

import {
  marketHistoryQuerySchema,
  marketHistoryResponseSchema,
} from '@blockwise/shared/tools/simulator/history/marketHistory'

import { PUBLIC, RATE_LIMITED, SERVER_FAILURES, failure, json, unavailable } from './responses'

/** The portfolio simulator's time machine: daily closes through the market proxy. */
export const marketHistoryPaths: ZodOpenApiPathsObject = {
  '/api/market/history': {
    get: {
      operationId: 'getMarketHistory',
      tags: ['Market'],
      summary: 'Daily closes of one coin over a range of days',
      description:
        'One close in USD per finished UTC day from `from` to `to` (at most 366 days), from ' +
        'CoinGecko’s price history, cached. When the market service cannot answer, approximate ' +
        'bundled closes of the simulator’s 8 assets (month-end closes, the days between ' +
        'interpolated) stand in, with `source: "bundled"`.',
      security: PUBLIC,
      requestParams: { query: marketHistoryQuerySchema },
      responses: {
        '200': json('The closes, when and where they were fetched', marketHistoryResponseSchema),
        '400': failure(
          'Missing or malformed id, or a malformed, reversed, future or too long range',
        ),
        '404': failure('Token not found'),
        ...RATE_LIMITED,
        ...SERVER_FAILURES,
        ...unavailable('Neither the market service nor the bundled closes cover the range'),
      },
    },
  },
}
