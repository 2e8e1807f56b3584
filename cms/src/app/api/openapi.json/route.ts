import { env } from '@/env'
import { methodsNotAllowed } from '@/contract/http'
import { contractDocument } from '@/contract/openapi'

export const dynamic = 'force-dynamic'

/** The OpenAPI 3.1 document of the /api contract. */
export function GET(): Response {
  return Response.json(contractDocument(env.siteUrl))
}

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
