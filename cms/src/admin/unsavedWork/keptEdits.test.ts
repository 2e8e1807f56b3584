import { describe, expect, it } from 'vitest'

import { forgetKeptEdits, keepEdits, keptEditsKey, readKeptEdits } from './keptEdits'

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

const key = keptEditsKey('articles', 'a1')

describe('kept edits', () => {
  it('are kept per document and read back with the time they were kept', () => {
    const storage = memoryStorage()
    const now = new Date('2026-12-05T01:00:00Z')
    expect(keepEdits(storage, key, { title: 'Typed' }, now)).toBe(true)
    expect(readKeptEdits(storage, key)).toEqual({
      keptAt: '2026-12-05T01:00:00.000Z',
      data: { title: 'Typed' },
    })
    expect(readKeptEdits(storage, keptEditsKey('articles', 'a2'))).toBeNull()
  })

  it('are gone once forgotten', () => {
    const storage = memoryStorage()
    keepEdits(storage, key, { title: 'Typed' })
    forgetKeptEdits(storage, key)
    expect(readKeptEdits(storage, key)).toBeNull()
  })

  it('read nothing from an entry that is not kept edits', () => {
    const storage = memoryStorage()
    for (const stored of ['not json', '[]', '{"keptAt":1,"data":{}}', '{"keptAt":"x","data":[]}']) {
      storage.setItem(key, stored)
      expect(readKeptEdits(storage, key)).toBeNull()
    }
  })

  it('say so when the browser refuses to keep them', () => {
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
    }
    expect(keepEdits(full, key, { title: 'Typed' })).toBe(false)
  })
})
