import { CalendarDays, RotateCcw } from 'lucide'

import { SvgIcon } from '@/components/icons/SvgIcon'

import type { Step } from '@blockwise/shared/tools/simulator/history/days'

import panel from '../Panel.module.css'
import { formatDay } from './formatDay'
import styles from './TimeMachine.module.css'

const STEPS: Array<{ step: Step; label: string }> = [
  { step: 'day', label: '+1 day' },
  { step: 'week', label: '+1 week' },
  { step: 'month', label: '+1 month' },
]

/** The day the portfolio has reached, the steps forward and the way back to a new start. */
export function TravelControls({
  start,
  day,
  lastDay,
  onStep,
  onStartOver,
}: {
  start: string
  day: string
  lastDay: string
  onStep: (step: Step) => void
  onStartOver: () => void
}) {
  const atEnd = day >= lastDay
  return (
    <section className={`${panel.panel} ${styles.travel}`} aria-label="Time travel">
      <p className={styles.today}>
        <SvgIcon icon={CalendarDays} size={18} />
        <span>
          <span className={styles.todayLabel}>Current date</span>{' '}
          <time dateTime={day} className={styles.todayValue}>
            {formatDay(day)}
          </time>
        </span>
      </p>
      <p className={panel.meta}>
        Started {formatDay(start)} ·{' '}
        {atEnd ? 'the last day available' : `up to ${formatDay(lastDay)}`}
      </p>
      <div className={styles.steps} role="group" aria-label="Step forward">
        {STEPS.map(({ step, label }) => (
          <button
            key={step}
            type="button"
            className={styles.step}
            disabled={atEnd}
            onClick={() => onStep(step)}
          >
            {label}
          </button>
        ))}
        <button type="button" className={styles.secondary} onClick={onStartOver}>
          <SvgIcon icon={RotateCcw} size={14} /> Start over
        </button>
      </div>
    </section>
  )
}
