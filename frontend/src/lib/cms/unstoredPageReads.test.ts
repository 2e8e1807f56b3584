import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { advanceGenerations, generationsKnown, generationsUnknown } from './contentGenerations.mjs'
import { decodedRead, forUnstoredPage } from './unstoredPageReads'

/** A read that answers how many times it has been made. */
function countingRead() {
  let reads = 0
  return () => Promise.resolve(++reads)
}

// A schema of its own per test: nothing one test keeps answers another.
let schema: object
beforeEach(() => {
  schema = {}
})

const keptFor = (read: () => Promise<number>, seconds = 300) =>
  decodedRead(schema, '/api/glossary', ['glossary'], seconds, read)

afterEach(() => {
  vi.useRealTimers()
  generationsKnown([])
})

describe('decoded reads', () => {
  it('reads every time outside forUnstoredPage, as a page Next renders must', async () => {
    const read = countingRead()
    expect(await keptFor(read)).toBe(1)
    expect(await keptFor(read)).toBe(2)
  })

  it('keeps an answer within forUnstoredPage while its tag stands still', async () => {
    const read = countingRead()
    const answers = await forUnstoredPage(async () => [await keptFor(read), await keptFor(read)])
    expect(answers).toEqual([1, 1])
  })

  it('reads again once a change advances its tag, and not for another tag', async () => {
    const read = countingRead()
    await forUnstoredPage(() => keptFor(read))
    advanceGenerations(['authors'])
    expect(await forUnstoredPage(() => keptFor(read))).toBe(1)
    advanceGenerations(['glossary'])
    expect(await forUnstoredPage(() => keptFor(read))).toBe(2)
  })

  it('reads again while the generations are unknown (cut off from the changes)', async () => {
    const read = countingRead()
    await forUnstoredPage(() => keptFor(read))
    generationsUnknown()
    expect(await forUnstoredPage(() => keptFor(read))).toBe(2)
  })

  it('reads again after its lifetime', async () => {
    vi.useFakeTimers()
    const read = countingRead()
    await forUnstoredPage(() => keptFor(read, 60))
    vi.advanceTimersByTime(59_000)
    expect(await forUnstoredPage(() => keptFor(read, 60))).toBe(1)
    vi.advanceTimersByTime(1_000)
    expect(await forUnstoredPage(() => keptFor(read, 60))).toBe(2)
  })

  it('keeps no failed read', async () => {
    let calls = 0
    const failingOnce = () => {
      calls += 1
      return calls === 1 ? Promise.reject(new Error('CMS down')) : Promise.resolve(calls)
    }
    await expect(forUnstoredPage(() => keptFor(failingOnce))).rejects.toThrow('CMS down')
    expect(await forUnstoredPage(() => keptFor(failingOnce))).toBe(2)
  })
})
