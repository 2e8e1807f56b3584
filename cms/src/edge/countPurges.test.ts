import { describe, expect, it } from 'vitest'

import { createCountPurges } from './countPurges'

const WAIT_MS = 120
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('purges of changed counts', () => {
  const purges: Array<{ at: number; keys: string[] }> = []
  const purge = (keys: string[]) => Promise.resolve(purges.push({ at: Date.now(), keys }))

  const purgesOf = (key: string) => purges.filter(({ keys }) => keys.includes(key))

  it('purges each article once its shared lists are past, again for changes meanwhile, not once per clap', async () => {
    const counts = createCountPurges(purge, WAIT_MS)
    const started = Date.now()
    counts.changed(7)
    await sleep(30)
    counts.changed(7)
    const lastChangeOf7 = Date.now()
    counts.changed(8)
    await sleep(WAIT_MS * 3)

    const of7 = purgesOf('article-7')
    expect(of7).toHaveLength(2)
    expect(of7[0]!.at - started).toBeGreaterThanOrEqual(WAIT_MS)
    expect(of7[1]!.at - lastChangeOf7).toBeGreaterThanOrEqual(WAIT_MS)
    expect(purgesOf('article-8')).toHaveLength(1)
  })

  it('purges nothing without an edge', async () => {
    const before = purges.length
    createCountPurges(null, 10).changed(9)
    await sleep(50)
    expect(purges.length).toBe(before)
  })
})
