import { cmsPayload } from '@/lib/cmsPayload'

/**
 * Readiness: Payload is initialised (migrations applied, first-start seed done, the generation jobs
 * runner started) and PostgreSQL answers. The start scripts and the container health check call it,
 * so boot work happens before the first reader arrives. (Payload is not booted from
 * instrumentation.ts: that bundle gets its own copy of Payload, whose error classes the route
 * handlers would not recognise.)
 */
export async function GET(): Promise<Response> {
  try {
    const payload = await cmsPayload()
    await payload.count({ collection: 'users' })
    return Response.json({ status: 'ok' })
  } catch {
    return Response.json({ status: 'unavailable' }, { status: 503 })
  }
}
