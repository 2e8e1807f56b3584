import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from '@fedify/fedify'
import type { Pool, QueryResultRow } from 'pg'

import { durationMilliseconds } from '../durationMilliseconds'

/** Expired rows read as absent at once; this often at most, one DELETE also removes them. */
const SWEEP_EVERY_MS = 60_000

/** A row that has not expired. */
const ALIVE = '(expires_at IS NULL OR expires_at > now())'

/** When a TTL of `$3` milliseconds (NULL: none) ends, counted from the statement. */
const EXPIRES_AT = `now() + $3::float8 * interval '1 millisecond'`

function ttlMilliseconds(options: KvStoreSetOptions | undefined): number | null {
  return options?.ttl === undefined ? null : durationMilliseconds(options.ttl)
}

function toJson(value: unknown): string {
  const json = JSON.stringify(value)
  if (json === undefined) throw new TypeError('The key–value store keeps JSON values only')
  return json
}

/**
 * Fedify's key–value store (its caches, idempotence records and locks) in the federation_kv table:
 * a key is a text[], a value jsonb, and `expires_at` ends it when set with a TTL. Each operation is
 * one statement, so instances sharing the database see one store.
 */
export class PostgresKvStore implements KvStore {
  readonly #pool: Pool
  #lastSweep = 0

  constructor(pool: Pool) {
    this.#pool = pool
  }

  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    const { rows } = await this.#query<{ value: T }>(
      `SELECT value FROM federation_kv WHERE key = $1::text[] AND ${ALIVE}`,
      [key],
    )
    return rows[0]?.value
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    await this.#query(
      `INSERT INTO federation_kv (key, value, expires_at) VALUES ($1::text[], $2::jsonb, ${EXPIRES_AT})
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, expires_at = EXCLUDED.expires_at`,
      [key, toJson(value), ttlMilliseconds(options)],
    )
  }

  async delete(key: KvKey): Promise<void> {
    await this.#query('DELETE FROM federation_kv WHERE key = $1::text[]', [key])
  }

  /**
   * Sets `newValue` only if the key holds `expectedValue` (`undefined`: holds nothing, an expired
   * row included), atomically: one statement, which PostgreSQL runs once per row at a time.
   */
  async cas(
    key: KvKey,
    expectedValue: unknown,
    newValue: unknown,
    options?: KvStoreSetOptions,
  ): Promise<boolean> {
    const values = [key, toJson(newValue), ttlMilliseconds(options)]
    const { rowCount } =
      expectedValue === undefined
        ? await this.#query(
            `INSERT INTO federation_kv (key, value, expires_at) VALUES ($1::text[], $2::jsonb, ${EXPIRES_AT})
             ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, expires_at = EXCLUDED.expires_at
               WHERE federation_kv.expires_at <= now()
             RETURNING 1`,
            values,
          )
        : await this.#query(
            `UPDATE federation_kv SET value = $2::jsonb, expires_at = ${EXPIRES_AT}
             WHERE key = $1::text[] AND value = $4::jsonb AND ${ALIVE}
             RETURNING 1`,
            [...values, toJson(expectedValue)],
          )
    return rowCount === 1
  }

  /** The entries whose key starts with `prefix` (the key itself included), in key order. */
  async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
    const start: readonly string[] = prefix ?? []
    // A slice past a key's end stops there, so a shorter key never equals the prefix.
    const { rows } = await this.#query<{ key: [string, ...string[]]; value: unknown }>(
      `SELECT key, value FROM federation_kv
       WHERE ($2::int = 0 OR key[1:$2::int] = $1::text[]) AND ${ALIVE}
       ORDER BY key`,
      [start, start.length],
    )
    yield* rows
  }

  #query<Row extends QueryResultRow>(text: string, values: unknown[]) {
    this.#sweepExpired()
    return this.#pool.query<Row>(text, values)
  }

  /** Expired rows are never read, only kept: dropped once a minute at most, not awaited. */
  #sweepExpired(): void {
    const now = Date.now()
    if (now - this.#lastSweep < SWEEP_EVERY_MS) return
    this.#lastSweep = now
    this.#pool
      .query('DELETE FROM federation_kv WHERE expires_at <= now()')
      .catch((error: unknown) =>
        console.error('[federation] removing expired key–value entries failed', error),
      )
  }
}
