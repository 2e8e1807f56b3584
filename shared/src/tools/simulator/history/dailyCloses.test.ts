import { describe, expect, it } from 'vitest'

import { dailyCloses } from './dailyCloses'
import { dayToMs } from './days'

const HOUR = 60 * 60 * 1000

describe('one close per UTC day out of CoinGecko’s points', () => {
  it('takes the last hourly point up to the next midnight as the day’s close', () => {
    const start = dayToMs('2024-03-01')
    const points = Array.from({ length: 49 }, (_, hour): [number, number] => [
      start + hour * HOUR,
      hour,
    ])
    expect(dailyCloses(points, '2024-03-01', '2024-03-02')).toEqual([
      { date: '2024-03-01', close: 24, interpolated: false },
      { date: '2024-03-02', close: 48, interpolated: false },
    ])
  })

  it('reads a daily point at 00:00 as the close of the day before, in any order, leaving gaps out', () => {
    const points: Array<[number, number | null]> = [
      [dayToMs('2024-03-03'), 3],
      [dayToMs('2024-03-02'), 2],
      [dayToMs('2024-03-04'), null],
      [dayToMs('2024-03-05'), 5],
    ]
    expect(dailyCloses(points, '2024-03-01', '2024-03-04')).toEqual([
      { date: '2024-03-01', close: 2, interpolated: false },
      { date: '2024-03-02', close: 3, interpolated: false },
      { date: '2024-03-04', close: 5, interpolated: false },
    ])
  })
})
