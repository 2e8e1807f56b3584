import { BREAK, visit, type DocumentNode } from 'graphql'

import { isEditorOrAdminUser, isIntegration } from '@/access/roles'
import { contractContext } from '@/contract/http'

import { nativeApiError } from './nativeApiError'

const INTROSPECTION_FIELDS = new Set(['__schema', '__type'])

/** Whether the document asks for the schema (`__schema`, `__type`); `__typename` does not. */
function asksForIntrospection(document: DocumentNode): boolean {
  let asks = false
  visit(document, {
    Field(node) {
      if (!INTROSPECTION_FIELDS.has(node.name.value)) return undefined
      asks = true
      return BREAK
    },
  })
  return asks
}

/**
 * Introspection is for editors and admins (tools such as graphql-codegen run with their session);
 * anonymous callers get 401 and other accounts 403. Everyone may read the schema's SDL instead
 * (GET /cms-api/graphql/schema.graphql). Null when the document may run.
 */
export async function refuseIntrospection(
  request: Request,
  document: DocumentNode,
): Promise<Response | null> {
  if (!asksForIntrospection(document)) return null
  const { user } = await contractContext(request)
  if (!user)
    return nativeApiError(
      401,
      'Introspection needs an editor’s session or an integration key; the schema is published at /cms-api/graphql/schema.graphql',
    )
  return isEditorOrAdminUser(user) || isIntegration(user)
    ? null
    : nativeApiError(403, 'Introspection is for editors and integrations')
}
