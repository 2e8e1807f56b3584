import { describe, expect, it } from 'vitest'

import { WORDS_PER_MINUTE } from '@blockwise/shared/constants'

import { MIN_READING_SECONDS, secondsToRead } from './readingTime'

describe('secondsToRead', () => {
  it('gives the words of the read time at 230 a minute', () => {
    const words = 5 * WORDS_PER_MINUTE
    expect(secondsToRead(5)).toBeCloseTo((words / 230) * 60)
  })

  it('never asks for less than 10 s', () => {
    expect(MIN_READING_SECONDS).toBe(10)
    expect(secondsToRead(0)).toBe(10)
    expect(secondsToRead(0.1)).toBe(10)
  })
})
