import { ANALYTICS_RANGES, type AnalyticsRange } from '@blockwise/shared/schemas/analytics'

import styles from './analytics.module.css'
import { RANGE_LABELS } from './analyticsRange'

interface Props {
  range: AnalyticsRange
  onChange: (range: AnalyticsRange) => void
}

/** Now / Today / 7 days / 30 days: toggle buttons, the chosen one pressed. */
export function RangeTabs({ range, onChange }: Props) {
  return (
    <div className={styles.tabs} role="group" aria-label="Range">
      {ANALYTICS_RANGES.map((option) => (
        <button
          key={option}
          type="button"
          className={styles.tab}
          aria-pressed={option === range}
          title={option === 'now' ? 'The last 30 minutes' : undefined}
          onClick={() => onChange(option)}
        >
          {RANGE_LABELS[option]}
        </button>
      ))}
    </div>
  )
}
