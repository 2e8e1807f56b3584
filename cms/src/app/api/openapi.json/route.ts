import { publicRead, publicReadMethods } from '@/contract/cors'
import { env } from '@/env'
import { contractRoute } from '@/contract/http'
import { contractDocument } from '@/contract/openapi'

export const dynamic = 'force-dynamic'

/** The OpenAPI 3.1 document of the /api contract. */
export const GET = publicRead(
  contractRoute(() => Promise.resolve(Response.json(contractDocument(env.siteUrl)))),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
