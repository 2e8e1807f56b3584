import { afterEach, describe, expect, it, vi } from 'vitest'

import { flushEvents } from '@/analytics/ingest/eventWriter'
import type { Queryable } from '@/contract/counters'

import { openPixel, type TracksOpens } from './openPixel'
import { openSignature } from './signature'

const ISSUE = '0b9c3f7e-6a51-4d0e-9f3a-2c1d5e8b7a60'

/** A database that keeps the event batches it is sent. */
function fakeDatabase() {
  const query = vi.fn<Queryable['query']>(() => Promise.resolve({ rows: [] }))
  return { database: { query }, query }
}

const pixelRequest = (query: string) =>
  new Request(`http://cms.test/api/newsletter/open?${query}`, {
    headers: { 'user-agent': 'Mozilla/5.0 (via ggpht.com GoogleImageProxy)' },
  })

const signed = `i=${ISSUE}&s=${openSignature(ISSUE)}`

afterEach(flushEvents)

describe('openPixel', () => {
  it('answers the 43-byte transparent GIF, never cached', async () => {
    const { database } = fakeDatabase()
    const response = await openPixel(pixelRequest(signed), database, () => Promise.resolve(false))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/gif')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = Buffer.from(await response.arrayBuffer())
    expect(body.length).toBe(43)
    expect(body.subarray(0, 6).toString()).toBe('GIF89a')
    // The graphic control extension's transparency flag, for colour 0.
    expect(body.subarray(13 + 6, 13 + 6 + 8).toString('hex')).toBe('21f9040100000000')
  })

  it('counts an open, with the issue and nothing else, when the issue tracked opens', async () => {
    const { database, query } = fakeDatabase()
    const tracksOpens = vi.fn<TracksOpens>(() => Promise.resolve(true))
    await openPixel(pixelRequest(signed), database, tracksOpens)
    await flushEvents()
    expect(tracksOpens).toHaveBeenCalledWith(ISSUE)
    expect(query).toHaveBeenCalledTimes(1)
    const columns = query.mock.calls[0]![1]
    expect(columns[1]).toEqual(['newsletter_open'])
    expect(columns[10]).toEqual([null])
    expect(columns[14]).toEqual([ISSUE])
  })

  it('counts nothing for an issue sent without open tracking', async () => {
    const { database, query } = fakeDatabase()
    const response = await openPixel(pixelRequest(signed), database, () => Promise.resolve(false))
    await flushEvents()
    expect(response.status).toBe(200)
    expect(query).not.toHaveBeenCalled()
  })

  it.each([
    ['a forged signature', `i=${ISSUE}&s=AAAAAAAAAAAAAAAAAAAAAA`],
    ['no signature', `i=${ISSUE}`],
    ['a malformed issue id', `i=42&s=${openSignature('42')}`],
  ])('refuses %s with 400 and counts nothing', async (_, query) => {
    const { database, query: written } = fakeDatabase()
    const tracksOpens = vi.fn<TracksOpens>(() => Promise.resolve(true))
    const response = await openPixel(pixelRequest(query), database, tracksOpens)
    await flushEvents()
    expect(response.status).toBe(400)
    expect(tracksOpens).not.toHaveBeenCalled()
    expect(written).not.toHaveBeenCalled()
  })
})
