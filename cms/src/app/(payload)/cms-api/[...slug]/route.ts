/* Payload's generated REST routes, with JSON writes held to the native API's body limit. */
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

export const GET = REST_GET(config)
export const POST = nativeApiRoute(REST_POST(config))
export const DELETE = REST_DELETE(config)
export const PATCH = nativeApiRoute(REST_PATCH(config))
export const PUT = nativeApiRoute(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
