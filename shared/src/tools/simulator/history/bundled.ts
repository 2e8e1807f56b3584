import { BUNDLED_FIRST_MONTH, BUNDLED_MONTH_END_CLOSES } from './bundledCloses'
import { addDays, daysBetween, msToDay } from './days'
import type { DailyClose } from './marketHistory'

/** The last day of the month `offset` months after the dataset's first month. */
function monthEnd(offset: number): string {
  const { year, month } = BUNDLED_FIRST_MONTH
  return msToDay(Date.UTC(year, month + offset, 0))
}

export const BUNDLED_FIRST_DAY = monthEnd(0)
export const BUNDLED_LAST_DAY = monthEnd(
  Math.min(...Object.values(BUNDLED_MONTH_END_CLOSES).map((row) => row.length)) - 1,
)

/**
 * Daily closes of `id` from `from` to `to` out of the bundled month-end closes: the month-ends
 * as they are, the days between on the straight line between them in log scale (a steady
 * percentage move), marked `interpolated`. Null for a coin the bundle does not hold.
 */
export function bundledDailyCloses(id: string, from: string, to: string): DailyClose[] | null {
  const anchors = BUNDLED_MONTH_END_CLOSES[id]
  if (!anchors) return null
  const closes: DailyClose[] = []
  const first = from > BUNDLED_FIRST_DAY ? from : BUNDLED_FIRST_DAY
  const last = to < BUNDLED_LAST_DAY ? to : BUNDLED_LAST_DAY
  let offset = 0
  for (let date = first; date <= last; date = addDays(date, 1)) {
    while (monthEnd(offset + 1) <= date) offset += 1
    const start = monthEnd(offset)
    const startClose = anchors[offset] ?? 0
    const endClose = anchors[offset + 1] ?? startClose
    const share = daysBetween(start, date) / daysBetween(start, monthEnd(offset + 1))
    const close = startClose * (endClose / startClose) ** share
    closes.push({ date, close: Number(close.toPrecision(6)), interpolated: date !== start })
  }
  return closes
}
