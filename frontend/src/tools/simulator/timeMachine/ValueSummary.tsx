import { formatUsd } from '@blockwise/shared/tools/format'
import {
  formatPercentChange,
  formatUsdChange,
  trendOf,
} from '@blockwise/shared/tools/simulator/display'
import { STARTING_CASH, type Valuation } from '@blockwise/shared/tools/simulator/portfolio'

import panel from '../Panel.module.css'
import { formatDay } from './formatDay'
import styles from './TimeMachine.module.css'

/** What the portfolio is worth on the current day, and how far it moved since the start (announced). */
export function ValueSummary({ valuation, day }: { valuation: Valuation; day: string }) {
  const trend = panel[trendOf(valuation.totalReturn)]
  return (
    <section className={panel.panel} aria-labelledby="time-machine-value">
      <div className={panel.header}>
        <h2 id="time-machine-value" className={panel.title}>
          Portfolio value
        </h2>
        <p className={panel.meta}>At the closing prices of {formatDay(day)}</p>
      </div>
      <div role="status" aria-live="polite" aria-atomic="true" className={styles.value}>
        <p>
          <span className={styles.valueLabel}>Total value</span>{' '}
          <strong className={styles.valueAmount}>{formatUsd(valuation.totalValue)}</strong>
        </p>
        <p>
          <span className={styles.valueLabel}>Change since start</span>{' '}
          <strong className={trend}>
            {formatUsdChange(valuation.totalReturn)} (
            {formatPercentChange(valuation.totalReturnPercent)})
          </strong>{' '}
          <span className={panel.meta}>vs {formatUsd(STARTING_CASH)}</span>
        </p>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Cash</dt>
          <dd>{formatUsd(valuation.cash)}</dd>
        </div>
        <div>
          <dt>Holdings value</dt>
          <dd>{formatUsd(valuation.holdingsValue)}</dd>
        </div>
      </dl>
    </section>
  )
}
