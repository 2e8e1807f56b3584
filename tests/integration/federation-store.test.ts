import { randomUUID } from 'node:crypto'
import type { KvKey, KvStoreListEntry } from '@fedify/fedify'
import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'

import { PostgresKvStore } from '@/federation/store/postgresKvStore'

/**
 * Fedify's key–value store on the federation_kv table of the integration database. Every test
 * keeps to keys under a root of its own.
 */
const pool = new pg.Pool({ connectionString: inject('databaseUrl') })
const store = new PostgresKvStore(pool)
const ROOT = `federation-store-test-${randomUUID()}`

/** Keys under a fresh part of the root: `at()` is its own key, `at('a')` one under it. */
function freshKeys(): (...parts: string[]) => KvKey {
  const id = randomUUID()
  return (...parts) => [ROOT, id, ...parts]
}
const keyOf = () => freshKeys()()

/** Fedify's TTLs are Temporal.Duration objects; the store reads only their milliseconds. */
const ttlOf = (milliseconds: number) => ({
  total: (unit: string) => (unit === 'millisecond' ? milliseconds : Number.NaN),
})

async function storedRows(key: KvKey): Promise<number> {
  const { rowCount } = await pool.query('SELECT 1 FROM federation_kv WHERE key = $1::text[]', [key])
  return rowCount ?? 0
}

afterAll(async () => {
  await pool.query('DELETE FROM federation_kv WHERE key[1] = $1', [ROOT])
  await pool.end()
})

describe('get, set and delete', () => {
  it('reads nothing for a key never set', async () => {
    expect(await store.get(keyOf())).toBeUndefined()
  })

  it('reads back each JSON value as it was set, the latest set winning', async () => {
    const values = [{ id: 'https://example.com/a', tags: ['x'], n: 1.5 }, 'text', 42, null, [1]]
    for (const value of values) {
      const key = keyOf()
      await store.set(key, value)
      expect(await store.get(key)).toEqual(value)
    }
    const key = keyOf()
    await store.set(key, 'first')
    await store.set(key, 'second')
    expect(await store.get(key)).toBe('second')
  })

  it('keeps keys that differ in one part apart', async () => {
    const at = freshKeys()
    await store.set(at('a'), 1)
    await store.set(at('b'), 2)
    expect(await store.get(at('a'))).toBe(1)
  })

  it('forgets a deleted key, and deletes a missing one without complaint', async () => {
    const key = keyOf()
    await store.set(key, 'doomed')
    await store.delete(key)
    expect(await store.get(key)).toBeUndefined()
    await expect(store.delete(keyOf())).resolves.toBeUndefined()
  })
})

describe('a TTL', () => {
  it('keeps the value until it ends, then reads it as absent', async () => {
    const key = keyOf()
    await store.set(key, 'brief', { ttl: ttlOf(300) })
    expect(await store.get(key)).toBe('brief')
    await expect.poll(() => store.get(key), { timeout: 3000 }).toBeUndefined()
  })

  it('ends with a later set without one', async () => {
    const key = keyOf()
    await store.set(key, 'brief', { ttl: ttlOf(100) })
    await store.set(key, 'kept')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await store.get(key)).toBe('kept')
  })

  it('lets a new store remove expired rows from the table', async () => {
    const key = keyOf()
    await pool.query(
      `INSERT INTO federation_kv (key, value, expires_at) VALUES ($1::text[], '"old"', now() - interval '1 minute')`,
      [key],
    )
    // Its first statement sweeps, without waiting for the sweep.
    await new PostgresKvStore(pool).get(keyOf())
    await expect.poll(() => storedRows(key), { timeout: 3000 }).toBe(0)
  })
})

describe('compare-and-swap', () => {
  it('sets a key that holds nothing only when nothing was expected', async () => {
    const key = keyOf()
    expect(await store.cas(key, undefined, 'first')).toBe(true)
    expect(await store.cas(key, undefined, 'second')).toBe(false)
    expect(await store.get(key)).toBe('first')
  })

  it('replaces a value only when it equals the expected one', async () => {
    const key = keyOf()
    await store.set(key, { count: 1, by: 'a' })
    expect(await store.cas(key, { count: 2, by: 'a' }, { count: 3 })).toBe(false)
    expect(await store.get(key)).toEqual({ count: 1, by: 'a' })
    // JSON equality: the order of an object's keys does not matter.
    expect(await store.cas(key, { by: 'a', count: 1 }, { count: 2 })).toBe(true)
    expect(await store.get(key)).toEqual({ count: 2 })
  })

  it('treats a missing key as unequal to any expected value', async () => {
    const key = keyOf()
    expect(await store.cas(key, 'something', 'new')).toBe(false)
    expect(await store.get(key)).toBeUndefined()
  })

  it('treats an expired value as absent', async () => {
    const key = keyOf()
    await store.set(key, 'stale', { ttl: ttlOf(50) })
    await expect.poll(() => store.get(key), { timeout: 3000 }).toBeUndefined()
    expect(await store.cas(key, 'stale', 'revived')).toBe(false)
    expect(await store.cas(key, undefined, 'fresh')).toBe(true)
    expect(await store.get(key)).toBe('fresh')
  })

  it('sets the TTL it is given', async () => {
    const key = keyOf()
    expect(await store.cas(key, undefined, 'lock', { ttl: ttlOf(200) })).toBe(true)
    await expect.poll(() => store.get(key), { timeout: 3000 }).toBeUndefined()
  })

  it('lets exactly one of ten simultaneous inserts win', async () => {
    const key = keyOf()
    const attempts = Array.from({ length: 10 }, (_, i) => store.cas(key, undefined, i))
    const won = (await Promise.all(attempts)).flatMap((ok, i) => (ok ? [i] : []))
    expect(won).toHaveLength(1)
    expect(await store.get(key)).toBe(won[0])
  })

  it('lets exactly one of ten simultaneous replacements win', async () => {
    const key = keyOf()
    await store.set(key, 'start')
    const attempts = Array.from({ length: 10 }, (_, i) => store.cas(key, 'start', `by ${i}`))
    const won = (await Promise.all(attempts)).flatMap((ok, i) => (ok ? [`by ${i}`] : []))
    expect(won).toHaveLength(1)
    expect(await store.get(key)).toBe(won[0])
  })
})

describe('listing by prefix', () => {
  it('lists the prefix itself and the keys under it, in key order, without expired ones', async () => {
    const at = freshKeys()
    await store.set(at('inbox', 'b'), 'b')
    await store.set(at('inbox', 'a', 'deeper'), 'a/deeper')
    await store.set(at('inbox'), 'itself')
    await store.set(at('inbox', 'a'), 'a')
    await store.set(at('inboxes'), 'beside it')
    await store.set(at(), 'above it')
    await store.set(at('inbox', 'gone'), 'expired', { ttl: ttlOf(1) })
    await new Promise((resolve) => setTimeout(resolve, 50))

    const listed: KvStoreListEntry[] = []
    for await (const entry of store.list(at('inbox'))) listed.push(entry)
    expect(listed).toEqual([
      { key: at('inbox'), value: 'itself' },
      { key: at('inbox', 'a'), value: 'a' },
      { key: at('inbox', 'a', 'deeper'), value: 'a/deeper' },
      { key: at('inbox', 'b'), value: 'b' },
    ])
  })

  it('lists every key without a prefix', async () => {
    const key = keyOf()
    await store.set(key, 'anywhere')
    const keys: KvKey[] = []
    for await (const entry of store.list()) keys.push(entry.key)
    expect(keys).toContainEqual(key)
  })
})
