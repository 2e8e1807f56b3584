import { describe, expect, it } from 'vitest'

import { quarterReached } from './readingProgress'

const WINDOW = 800

describe('quarterReached', () => {
  it('is 0 while the body starts below the window or its first quarter is not all in view', () => {
    expect(quarterReached({ top: 1200, height: 4000 }, WINDOW)).toBe(0)
    expect(quarterReached({ top: 600, height: 4000 }, WINDOW)).toBe(0)
    expect(quarterReached({ top: -199, height: 4000 }, WINDOW)).toBe(0)
  })

  it('counts the quarters whose end has come into view', () => {
    expect(quarterReached({ top: -200, height: 4000 }, WINDOW)).toBe(1)
    expect(quarterReached({ top: -1200, height: 4000 }, WINDOW)).toBe(2)
    expect(quarterReached({ top: -2200, height: 4000 }, WINDOW)).toBe(3)
    expect(quarterReached({ top: -3200, height: 4000 }, WINDOW)).toBe(4)
  })

  it('stays at 4 once the body has scrolled past, and with a body shorter than the window', () => {
    expect(quarterReached({ top: -9000, height: 4000 }, WINDOW)).toBe(4)
    expect(quarterReached({ top: 100, height: 300 }, WINDOW)).toBe(4)
  })

  it('is 0 for a body without height (nothing to read)', () => {
    expect(quarterReached({ top: 0, height: 0 }, WINDOW)).toBe(0)
  })
})
