/*
 * Payload's generated GraphQL route, with request bodies held to the native API's body limit and
 * documents checked (size, depth, fragments, page sizes) before Payload sees them.
 */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { nativeApiRoute } from '@/contract/http'
import { graphqlGetNotAllowed, guardedGraphqlRoute } from '@/nativeApi/graphqlRoute'

export const POST = nativeApiRoute(guardedGraphqlRoute(GRAPHQL_POST(config)))

export const GET = graphqlGetNotAllowed

export const OPTIONS = REST_OPTIONS(config)
