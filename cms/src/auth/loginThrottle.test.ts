import { randomUUID } from 'node:crypto'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { admitAttempt, forgetAttempts, LoginThrottled } from './loginThrottle'

/** The seconds the attempt must wait, or 0 when it is admitted. */
async function waitFor(client: string, account: string): Promise<number> {
  try {
    await admitAttempt(client, account)
    return 0
  } catch (error) {
    if (error instanceof LoginThrottled) return error.retryAfterSeconds
    throw error
  }
}

const seconds = (count: number) => vi.advanceTimersByTime(count * 1000)

describe('password attempts, in this process’s memory', () => {
  let client: string
  const account = 'owner@test.blockwise'

  beforeEach(() => {
    vi.useFakeTimers()
    client = `client-${randomUUID()}`
  })
  afterEach(() => vi.useRealTimers())

  it('are free five times, then each waits twice as long as the last', async () => {
    for (let attempt = 0; attempt < 5; attempt++) expect(await waitFor(client, account)).toBe(0)
    expect(await waitFor(client, account)).toBe(0)
    expect(await waitFor(client, account)).toBe(1)
    seconds(1)
    expect(await waitFor(client, account)).toBe(0)
    seconds(1.5)
    expect(await waitFor(client, account)).toBe(1)
    seconds(0.5)
    expect(await waitFor(client, account)).toBe(0)
    seconds(3)
    expect(await waitFor(client, account)).toBe(1)
  })

  it('never wait longer than fifteen minutes', async () => {
    for (let attempt = 0; attempt < 16; attempt++) {
      expect(await waitFor(client, account)).toBe(0)
      seconds(15 * 60)
    }
    expect(await waitFor(client, account)).toBe(0)
    expect(await waitFor(client, account)).toBe(15 * 60)
  })

  it('sent side by side past the free ones, are admitted one at a time', async () => {
    for (let attempt = 0; attempt < 5; attempt++) await waitFor(client, account)
    const waits = await Promise.all(Array.from({ length: 20 }, () => waitFor(client, account)))
    expect(waits.filter((wait) => wait === 0)).toHaveLength(1)
    // The refused ones were not counted: the next turn waits two seconds, not 2^20.
    seconds(1)
    expect(await waitFor(client, account)).toBe(0)
    expect(await waitFor(client, account)).toBe(2)
  })

  it('slow only the client that fails, and start over after a sign-in', async () => {
    for (let attempt = 0; attempt < 6; attempt++) await waitFor(client, account)
    expect(await waitFor(client, account)).toBe(1)
    expect(await waitFor(`owner-${randomUUID()}`, account)).toBe(0)
    await forgetAttempts(client, account)
    for (let attempt = 0; attempt < 6; attempt++) expect(await waitFor(client, account)).toBe(0)
  })

  it('across accounts, give a client fifty before it waits', async () => {
    for (let attempt = 0; attempt < 50; attempt++)
      expect(await waitFor(client, `account-${attempt}@test.blockwise`)).toBe(0)
    expect(await waitFor(client, 'account-50@test.blockwise')).toBe(0)
    expect(await waitFor(client, 'account-51@test.blockwise')).toBe(1)
  })
})
