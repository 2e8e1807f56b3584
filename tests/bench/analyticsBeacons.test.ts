import { describe, expect, it } from 'vitest'

import { beaconEventSchema } from '@blockwise/shared/schemas/analytics'

import { beaconBodies } from './analyticsBeacons'

describe("the analytics bench's beacons", () => {
  const next = beaconBodies(['/articles/one', '/articles/two'])
  const events = Array.from({ length: 200 }, () => beaconEventSchema.parse(JSON.parse(next())))

  it('are every one a valid beacon event', () => {
    expect(events).toHaveLength(200)
  })

  it('are mostly page views, with every other kind among them', () => {
    const kinds = events.map((event) => event.kind)
    expect(kinds.filter((kind) => kind === 'pageview').length).toBeGreaterThan(100)
    expect(new Set(kinds)).toEqual(new Set(['pageview', 'read', 'scroll', 'search']))
  })

  it('vary the page, the referrer, the campaign and the scroll depth', () => {
    expect(new Set(events.map((event) => event.path)).size).toBeGreaterThanOrEqual(3)
    const views = events.filter((event) => event.kind === 'pageview')
    expect(new Set(views.map((event) => event.referrer)).size).toBeGreaterThan(1)
    expect(views.some((event) => event.query?.includes('utm_campaign='))).toBe(true)
    const depths = events.flatMap((event) => (event.kind === 'scroll' ? [event.depth] : []))
    expect(new Set(depths)).toEqual(new Set([1, 2, 3, 4]))
  })
})
