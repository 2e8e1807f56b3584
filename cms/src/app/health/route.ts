import config from '@payload-config'
import { getPayload } from 'payload'

/**
 * Readiness: Payload is initialised (migrations applied, first-start seed done) and PostgreSQL
 * answers. The start scripts and the container health check call it, so boot work happens before
 * the first reader arrives. (Payload is not booted from instrumentation.ts: that bundle gets its own
 * copy of Payload, whose error classes the route handlers would not recognise.)
 */
export async function GET(): Promise<Response> {
  try {
    const payload = await getPayload({ config })
    await payload.count({ collection: 'users' })
    return Response.json({ status: 'ok' })
  } catch {
    return Response.json({ status: 'unavailable' }, { status: 503 })
  }
}
