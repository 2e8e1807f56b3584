/*
 * Payload's generated REST routes, with JSON writes held to the native API's body limit, reads
 * held to the caller's page size, malformed JSON query parameters refused and integration keys
 * held to their budget.
 */
import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { nativeApiRoute } from '@/contract/http'
import { nativeRestRoute } from '@/nativeApi/restRoute'

export const GET = nativeApiRoute(nativeRestRoute(REST_GET(config)))
export const POST = nativeApiRoute(nativeRestRoute(REST_POST(config)))
export const DELETE = nativeApiRoute(nativeRestRoute(REST_DELETE(config)))
export const PATCH = nativeApiRoute(nativeRestRoute(REST_PATCH(config)))
export const PUT = nativeApiRoute(nativeRestRoute(REST_PUT(config)))
export const OPTIONS = REST_OPTIONS(config)
