import { describe, expect, it } from 'vitest'

import { rollupWindow } from './rollupWindow'

const at = (iso: string) => new Date(iso)

describe('the window a rollup rebuilds', () => {
  it('is the current hour and day when the previous rollup ended well inside them', () => {
    expect(rollupWindow(at('2026-12-05T15:10:00Z'), at('2026-12-05T15:15:00Z'))).toEqual({
      firstDay: '2026-12-05',
      lastDay: '2026-12-05',
      firstHour: at('2026-12-05T15:00:00Z'),
      endHour: at('2026-12-05T16:00:00Z'),
    })
  })

  it('reaches back into the previous hour and day when the grace crosses midnight', () => {
    expect(rollupWindow(at('2026-12-06T00:01:00Z'), at('2026-12-06T00:06:00Z'))).toEqual({
      firstDay: '2026-12-05',
      lastDay: '2026-12-06',
      firstHour: at('2026-12-05T23:00:00Z'),
      endHour: at('2026-12-06T01:00:00Z'),
    })
  })

  it('covers every day since a rollup that ran days ago', () => {
    const window = rollupWindow(at('2026-12-01T08:30:00Z'), at('2026-12-05T15:15:00Z'))
    expect(window.firstDay).toBe('2026-12-01')
    expect(window.lastDay).toBe('2026-12-05')
    expect(window.firstHour).toEqual(at('2026-12-01T08:00:00Z'))
  })

  it('keeps the hour of an end exactly two minutes past it', () => {
    const window = rollupWindow(at('2026-12-05T15:02:00Z'), at('2026-12-05T15:07:00Z'))
    expect(window.firstHour).toEqual(at('2026-12-05T15:00:00Z'))
  })
})
