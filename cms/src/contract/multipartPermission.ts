import {
  createLocalReq,
  executeAccess,
  executeAuthStrategies,
  type Access,
  type Payload,
} from 'payload'

import { cmsPayload } from '@/lib/cmsPayload'

import { discardThenCancel } from './bodyLimit'

type Write = { access: Access | undefined; id?: string }

/** Payload's own rule where a config names none: any logged-in account. */
const loggedIn: Access = ({ req }) => Boolean(req.user)

/**
 * The collection or global write a native REST call asks for, with the access rule that guards
 * it: create (POST /{collection}, POST /{collection}/{id}/duplicate), update (PATCH or PUT
 * /{collection}[/{id}], POST /globals/{global}). Null for every other call: logins, password
 * resets and the other auth endpoints are anonymous by nature and keep Payload's own checks.
 */
function writeOf(payload: Payload, method: string, segments: string[]): Write | null {
  const [slug = '', id, action, ...rest] = segments
  if (rest.length) return null
  if (slug === 'globals') {
    const global = payload.globals.config.find((config) => config.slug === id)
    return global && method === 'POST' && !action ? { access: global.access.update } : null
  }
  const collection = payload.config.collections.find((config) => config.slug === slug)
  if (!collection) return null
  if (method === 'POST' && !id) return { access: collection.access.create }
  if (method === 'POST' && id && action === 'duplicate')
    return { access: collection.access.create, id }
  if ((method === 'PATCH' || method === 'PUT') && !action)
    return { access: collection.access.update, id }
  return null
}

/** The path's segments under the native API's route, decoded as Next decodes them; null if malformed. */
function segmentsUnder(apiRoute: string, url: string): string[] | null {
  const { pathname } = new URL(url)
  const rest = pathname.startsWith(`${apiRoute}/`) ? pathname.slice(apiRoute.length + 1) : ''
  try {
    return rest.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return null
  }
}

function refuse(request: Request, status: number, message: string): Response {
  // The client may still be sending: let it read the answer, then stop the upload.
  if (request.body) void discardThenCancel(request.body.getReader())
  return Response.json({ errors: [{ message }] }, { status })
}

/**
 * Payload parses a multipart body (buffering files up to the upload limit) before it looks at
 * access. For a multipart request this looks first: a write to a collection or global the caller may not write
 * is answered 401 (anonymous) or 403 before a byte of the body is read. Null: let Payload handle it.
 */
export async function refuseUnpermittedMultipart(request: Request): Promise<Response | null> {
  const payload = await cmsPayload()
  const segments = segmentsUnder(payload.config.routes.api, request.url)
  if (!segments) return refuse(request, 400, 'The request path is malformed')
  const write = writeOf(payload, request.method.toUpperCase(), segments)
  if (!write) return null
  const { user } = await executeAuthStrategies({ headers: request.headers, payload })
  const req = await createLocalReq({ user: user ?? undefined }, payload)
  if (await executeAccess({ id: write.id, req, disableErrors: true }, write.access ?? loggedIn))
    return null
  return user
    ? refuse(request, 403, 'You are not allowed to perform this action.')
    : refuse(request, 401, 'Unauthorized, you must be logged in to make this request.')
}
