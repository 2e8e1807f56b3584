import type {
  ZodOpenApiOperationObject,
  ZodOpenApiPathsObject,
  ZodOpenApiResponseObject,
} from 'zod-openapi'

import { EDITOR_ONLY, failure, retryAfter } from './responses'

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

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
 * key over its budget (auth/integrationKeys.ts), added to what the operation lists.
 */
function withRefusals(operation: ZodOpenApiOperationObject): ZodOpenApiOperationObject {
  const responses = { ...operation.responses } as Record<string, Answer | undefined>
  const unauthorized = EDITOR_ONLY['401']
  return {
    ...operation,
    responses: {
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
    },
  }
}

export function withCommonRefusals(paths: ZodOpenApiPathsObject): ZodOpenApiPathsObject {
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([key, value]) =>
          (METHODS as readonly string[]).includes(key)
            ? [key, withRefusals(value as ZodOpenApiOperationObject)]
            : [key, value],
        ),
      ),
    ]),
  )
}
