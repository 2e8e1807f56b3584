import { Line, LineChart, ResponsiveContainer, XAxis, YAxis } from 'recharts'

import type { ValuePoint } from '@blockwise/shared/tools/simulator/history/timeMachine'

import panel from '../Panel.module.css'
import styles from './TimeMachine.module.css'

const COMPACT_USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
})

/**
 * The portfolio's value from the start to the current day. A picture for sighted readers: the
 * value and the change since the start are given as text beside it.
 */
export function ValueChart({ series }: { series: ValuePoint[] }) {
  return (
    <section className={panel.panel} aria-label="Value over time">
      <div className={panel.header}>
        <h2 className={panel.title}>Value over time</h2>
        <p className={panel.meta}>Each day’s close since the start</p>
      </div>
      <div className={styles.chart} aria-hidden="true">
        <ResponsiveContainer width="100%" height={200}>
          <LineChart data={series} accessibilityLayer={false} margin={{ left: 8, right: 8 }}>
            <XAxis dataKey="date" minTickGap={40} tick={{ fontSize: 12 }} />
            <YAxis
              width={64}
              domain={['auto', 'auto']}
              tickFormatter={(value: number) => COMPACT_USD.format(value)}
              tick={{ fontSize: 12 }}
            />
            <Line
              type="monotone"
              dataKey="value"
              stroke="var(--color-brand)"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </section>
  )
}
