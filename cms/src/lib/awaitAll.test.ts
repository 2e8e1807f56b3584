import { describe, expect, it } from 'vitest'

import { awaitAll } from './awaitAll'

describe('awaitAll', () => {
  it('keeps each value under its key, whatever order they settle in', async () => {
    const later = new Promise<string>((resolve) => setTimeout(() => resolve('later'), 5))
    expect(await awaitAll({ later, sooner: Promise.resolve(1) })).toEqual({
      later: 'later',
      sooner: 1,
    })
  })

  it('rejects as soon as one value does', async () => {
    const never = new Promise<never>(() => {})
    await expect(awaitAll({ never, failed: Promise.reject(new Error('no')) })).rejects.toThrow('no')
  })
})
