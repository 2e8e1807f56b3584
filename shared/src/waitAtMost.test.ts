import { describe, expect, it } from 'vitest'

import { waitAtMost } from './waitAtMost'

const after = (ms: number, fails = false) =>
  new Promise<void>((resolve, reject) =>
    setTimeout(() => (fails ? reject(new Error('failed')) : resolve()), ms),
  )

describe('waitAtMost', () => {
  it('is true once work that ends in time has ended', async () => {
    expect(await waitAtMost(after(5), 1000)).toBe(true)
  })

  it('is true for work that fails in time, without rejecting', async () => {
    expect(await waitAtMost(after(5, true), 1000)).toBe(true)
  })

  it('gives up after its limit, false, while the work goes on', async () => {
    let ended = false
    const work = after(200).then(() => {
      ended = true
    })
    const started = Date.now()
    expect(await waitAtMost(work, 20)).toBe(false)
    expect(Date.now() - started).toBeLessThan(200)
    expect(ended).toBe(false)
    await work
    expect(ended).toBe(true)
  })
})
