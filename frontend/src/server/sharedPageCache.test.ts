import { describe, expect, it } from 'vitest'

import { withStoredLifetime } from './sharedPageCache.mjs'

const lifespan = {
  expireAge: 450,
  expireAt: 1_764_662_850,
  lastModifiedAt: 1_764_662_400,
  revalidate: 300,
  staleAge: 300,
  staleAt: 1_764_662_700,
}
const entry = { lastModified: 1_764_662_400_000, lifespan, tags: [], value: null }

describe("a shared cache entry's lifetime", () => {
  it('goes back to Next as the cacheControl it was stored with', () => {
    expect(withStoredLifetime(entry)).toEqual({
      ...entry,
      cacheControl: { revalidate: 300, expire: 450 },
    })
  })

  it('keeps a cacheControl the entry has, and leaves entries without a lifespan alone', () => {
    const told = { ...entry, cacheControl: { revalidate: 60, expire: 90 } }
    expect(withStoredLifetime(told)).toBe(told)
    const bare = { ...entry, lifespan: null }
    expect(withStoredLifetime(bare)).toBe(bare)
    expect(withStoredLifetime(null)).toBeNull()
  })
})
