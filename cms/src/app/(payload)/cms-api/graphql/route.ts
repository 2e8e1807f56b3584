/* Payload's generated GraphQL route, with request bodies held to the native API's body limit. */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { nativeApiRoute } from '@/contract/http'

export const POST = nativeApiRoute(GRAPHQL_POST(config))

export const OPTIONS = REST_OPTIONS(config)
