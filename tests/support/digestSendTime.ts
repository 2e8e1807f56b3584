import type { Payload } from 'payload'

/**
 * Runs `run` with this week's digest send time already passed (Monday 00:00 UTC, which every week
 * has reached), then sets the site's send time back to what it was.
 */
export async function withSendTimePassed<T>(payload: Payload, run: () => Promise<T>): Promise<T> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { digestDay: 'monday', digestHourUtc: 0 },
  })
  try {
    return await run()
  } finally {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { digestDay: settings.digestDay, digestHourUtc: settings.digestHourUtc },
    })
  }
}
