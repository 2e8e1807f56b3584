import { z } from 'zod'
import type {
  ZodOpenApiOperationObject,
  ZodOpenApiPathsObject,
  ZodOpenApiResponseObject,
} from 'zod-openapi'

import { eachOperation } from './eachOperation'
import { EDITOR_ONLY, RATE_LIMIT_HEADERS, failure, retryAfter } from './responses'

const UNKNOWN_PARAMETER =
  'a query parameter the call does not read: `Unknown query parameter: <name>`'
const SPENT_KEY = 'the integration key’s budget is spent; see Retry-After'

/** A response described once more: `also` appended to what it already says. */
type Answer = ZodOpenApiResponseObject | { $ref: string }

function alsoAnswers(response: Answer, also: string): Answer {
  if ('$ref' in response) return response
  return { ...response, description: `${response.description}; or ${also}` }
}

/**
 * What every call may answer whoever calls it: 400 for a query parameter it does not read
 * (contract/queryKeys.ts), 401 for an unknown, revoked or replaced integration key and 429 for a
 * key over its budget (auth/integrationKeys.ts), added to what the operation lists; and on each
 * answer, the RateLimit fields it may carry.
 */
function withRefusals(operation: ZodOpenApiOperationObject): ZodOpenApiOperationObject {
  const responses = { ...operation.responses } as Record<string, Answer | undefined>
  const unauthorized = EDITOR_ONLY['401']
  return {
    ...operation,
    responses: withRateLimitFields({
      ...responses,
      '400': responses['400']
        ? alsoAnswers(responses['400'], UNKNOWN_PARAMETER)
        : failure(`Refused: ${UNKNOWN_PARAMETER}`),
      '401': responses['401'] ?? {
        ...unauthorized,
        description: 'An unknown, revoked or replaced integration key',
      },
      '429': responses['429']
        ? alsoAnswers(responses['429'], SPENT_KEY)
        : { ...failure(`Too many requests: ${SPENT_KEY}`), headers: retryAfter('Seconds to wait') },
    }),
  }
}

/** Any answer may carry the RateLimit fields: every answer to a call made with a key does. */
function withRateLimitFields(
  responses: Record<string, Answer | undefined>,
): Record<string, Answer> {
  return Object.fromEntries(
    Object.entries(responses).flatMap(([status, response]): Array<[string, Answer]> => {
      if (!response) return []
      if ('$ref' in response) return [[status, response]]
      const { headers } = response
      if (headers !== undefined && !(headers instanceof z.ZodObject)) return [[status, response]]
      const fields = headers?.extend(RATE_LIMIT_HEADERS.shape) ?? RATE_LIMIT_HEADERS
      return [[status, { ...response, headers: fields }]]
    }),
  )
}

export const withCommonRefusals = (paths: ZodOpenApiPathsObject): ZodOpenApiPathsObject =>
  eachOperation(paths, withRefusals)
