import { describe, expect, it } from 'vitest'

import { beaconEventSchema } from '@blockwise/shared/schemas/analytics'

import { campaignQuery, pageviewEvent, visitReferrer } from './pageviewEvent'

const ORIGIN = 'https://blockwise.example'

describe('campaignQuery', () => {
  it('keeps the utm_* parameters only', () => {
    expect(
      campaignQuery('?utm_source=newsletter&q=my+words&utm_medium=email&utm_campaign=week-49'),
    ).toBe('?utm_source=newsletter&utm_medium=email&utm_campaign=week-49')
  })

  it('is undefined for a page without them', () => {
    expect(campaignQuery('')).toBeUndefined()
    expect(campaignQuery('?q=bitcoin&type=news')).toBeUndefined()
  })
})

describe('visitReferrer', () => {
  it('is the referrer of the visit’s first page', () => {
    expect(visitReferrer('https://news.ycombinator.com/item?id=1', ORIGIN, true)).toBe(
      'https://news.ycombinator.com/item?id=1',
    )
  })

  it('is none after a client-side navigation, for our own pages, or without a referrer', () => {
    expect(visitReferrer('https://news.ycombinator.com/item?id=1', ORIGIN, false)).toBeUndefined()
    expect(visitReferrer(`${ORIGIN}/articles/a`, ORIGIN, true)).toBeUndefined()
    expect(visitReferrer(ORIGIN, ORIGIN, true)).toBeUndefined()
    expect(visitReferrer('', ORIGIN, true)).toBeUndefined()
  })

  it('is not fooled by a host that starts like ours', () => {
    expect(visitReferrer(`${ORIGIN}.evil.example/`, ORIGIN, true)).toBe(`${ORIGIN}.evil.example/`)
  })
})

describe('pageviewEvent', () => {
  it('names the path, the campaign and the referrer', () => {
    expect(
      pageviewEvent(
        { pathname: '/', search: '?utm_source=newsletter' },
        'https://news.ycombinator.com/',
      ),
    ).toEqual({
      kind: 'pageview',
      path: '/',
      query: '?utm_source=newsletter',
      referrer: 'https://news.ycombinator.com/',
    })
  })

  it('leaves out what the page does not have', () => {
    expect(pageviewEvent({ pathname: '/news', search: '?page=2' }, undefined)).toEqual({
      kind: 'pageview',
      path: '/news',
    })
  })

  it('stays within the beacon’s limits', () => {
    const event = pageviewEvent(
      { pathname: `/${'a'.repeat(600)}`, search: `?utm_campaign=${'b'.repeat(2000)}` },
      undefined,
    )
    expect(event.path).toHaveLength(512)
    expect(event.query).toHaveLength(1024)
    expect(beaconEventSchema.safeParse(event).success).toBe(true)
  })
})
