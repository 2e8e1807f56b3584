import type {
  ZodOpenApiOperationObject,
  ZodOpenApiPathsObject,
  ZodOpenApiResponsesObject,
} from 'zod-openapi'

/** `getArticle` → `headArticle`, `searchArticles` → `headSearchArticles`. */
function headOperationId(getId = ''): string {
  const rest = getId.replace(/^(get|list)(?=[A-Z])/, '')
  return `head${rest.charAt(0).toUpperCase()}${rest.slice(1)}`
}

/** The GET's answers with their headers and without a body, as HEAD answers (RFC 9110 §9.3.2). */
function withoutBodies(responses: ZodOpenApiResponsesObject = {}): ZodOpenApiResponsesObject {
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => {
      if (!response || typeof response !== 'object' || '$ref' in response) return [status, response]
      const { content: _content, ...headersOnly } = response as { content?: unknown }
      return [status, headersOnly]
    }),
  )
}

function headOf(get: ZodOpenApiOperationObject): ZodOpenApiOperationObject {
  return {
    ...get,
    operationId: headOperationId(get.operationId),
    summary: `${get.summary ?? ''}: headers only`,
    description: `The headers GET ${get.operationId ?? ''} would answer, without its body.`,
    responses: withoutBodies(get.responses),
  }
}

/**
 * Next answers HEAD on every route that serves GET by running the GET handler and dropping its
 * body, so every GET of the document has its HEAD twin.
 */
export function withHeadOperations(paths: ZodOpenApiPathsObject): ZodOpenApiPathsObject {
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [
      path,
      item.get ? { ...item, head: headOf(item.get) } : item,
    ]),
  )
}
