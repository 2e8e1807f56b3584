import { History } from 'lucide'

import { SvgIcon } from '@/components/icons/SvgIcon'
import { useId, useState } from 'react'

import { addDays, isDay, todayUtc } from '@blockwise/shared/tools/simulator/history/days'
import { EARLIEST_HISTORY_DAY } from '@blockwise/shared/tools/simulator/history/marketHistory'

import panel from '../Panel.module.css'
import tradeForm from '../TradeForm.module.css'
import styles from './TimeMachine.module.css'

const SUGGESTED_START = '2024-01-01'

/** Where the reader picks the day the time machine starts from. */
export function StartForm({ onStart }: { onStart: (day: string) => void }) {
  const inputId = useId()
  const hintId = useId()
  const [day, setDay] = useState(SUGGESTED_START)
  const latest = addDays(todayUtc(), -1)
  const valid = isDay(day) && day >= EARLIEST_HISTORY_DAY && day <= latest
  return (
    <section className={panel.panel} aria-labelledby={`${inputId}-title`}>
      <div className={panel.header}>
        <h2 id={`${inputId}-title`} className={panel.title}>
          Travel back in time
        </h2>
        <p className={panel.meta}>$10,000.00 of virtual cash, at historical daily closes</p>
      </div>
      <form
        className={styles.start}
        onSubmit={(event) => {
          event.preventDefault()
          if (valid) onStart(day)
        }}
      >
        <div className={styles.field}>
          <label htmlFor={inputId} className={tradeForm.label}>
            Start date
          </label>
          <input
            id={inputId}
            type="date"
            min={EARLIEST_HISTORY_DAY}
            max={latest}
            value={day}
            onChange={(event) => setDay(event.target.value)}
            aria-describedby={hintId}
            aria-invalid={!valid}
            className={tradeForm.input}
            required
          />
        </div>
        <button type="submit" className={styles.primary} disabled={!valid}>
          <SvgIcon icon={History} size={16} /> Start the time machine
        </button>
        <p id={hintId} className={styles.hint}>
          Pick a day between {EARLIEST_HISTORY_DAY} and {latest}. You trade at that day’s closing
          prices, then step forward a day, a week or a month, up to a year.
        </p>
      </form>
    </section>
  )
}
