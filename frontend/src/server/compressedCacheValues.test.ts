import { describe, expect, it } from 'vitest'

import { compressedCacheValues } from './compressedCacheValues.mjs'

type Stored = Parameters<typeof compressedCacheValues.serialize>[0]

const everyByte = Buffer.from(Array.from({ length: 256 }, (_, byte) => byte))
const rsc = Buffer.concat([Buffer.from('0:["$","div",null,{"children":"Bitcoin"}]\n'), everyByte])

/** A page's entry as the Redis handler hands it over: payloads as base64. */
const pageEntry = {
  lastModified: 1_764_662_400_000,
  lifespan: null,
  tags: ['articles', '_N_T_/en/articles/a'],
  value: {
    kind: 'APP_PAGE',
    html: `<!DOCTYPE html><html><body>${'<p>Proof of work, explained.</p>'.repeat(2000)}</body></html>`,
    rscData: rsc.toString('base64'),
    segmentData: { '/_full': rsc.toString('base64'), '/_head': everyByte.toString('base64') },
    headers: { 'x-next-cache-tags': 'articles' },
    status: 200,
    postponed: undefined,
  },
} as unknown as Stored

const fetchEntry = {
  lastModified: 1_764_662_400_000,
  lifespan: null,
  tags: ['articles'],
  value: { kind: 'FETCH', data: { headers: {}, body: '[]', status: 200, url: 'http://cms/' } },
} as unknown as Stored

describe('compressedCacheValues', () => {
  it('gives back every entry as it was given, every byte of its payloads included', async () => {
    for (const entry of [pageEntry, fetchEntry]) {
      const stored = await compressedCacheValues.serialize(entry)
      expect(await compressedCacheValues.deserialize(stored)).toEqual(
        JSON.parse(JSON.stringify(entry)),
      )
    }
  })

  it('stores a page in a fraction of its JSON', async () => {
    const stored = await compressedCacheValues.serialize(pageEntry)
    expect(stored.length).toBeLessThan(JSON.stringify(pageEntry).length / 10)
  })

  it('reads a value in another format as a miss', async () => {
    expect(await compressedCacheValues.deserialize(JSON.stringify(pageEntry))).toBeNull()
    expect(await compressedCacheValues.deserialize('br1:not brotli')).toBeNull()
  })
})
