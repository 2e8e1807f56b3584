'use client'

import type { BalancePoint, CompoundingFrequency } from '@blockwise/shared/tools/yield/math'
import { formatUsd } from '@blockwise/shared/tools/format'
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts'

import { FREQUENCY_LABELS } from './labels'
import styles from './BalanceChart.module.css'

interface Props {
  series: BalancePoint[]
  frequency: CompoundingFrequency
}

const BRAND = '#4338ca'
const SIMPLE = '#94a3b8'
const MONTH_TICKS = [0, 3, 6, 9, 12]

const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})
const COMPACT_DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumSignificantDigits: 4,
})

/** Axis ticks only: whole dollars, cents when ticks are under a dollar apart, $1.25M when long. */
function axisMoney(value: number, step: number): string {
  if (Math.abs(value) >= 1e6) return COMPACT_DOLLARS.format(value)
  return step < 1 ? formatUsd(value) : WHOLE_DOLLARS.format(value)
}

/**
 * Five or so round ticks from just under the deposit to just over the final balance, so the axis
 * does not start below what the reader put in (recharts' own nice ticks do).
 */
function axisTicks(series: BalancePoint[]): number[] {
  const values = series.flatMap((point) => [point.simple, point.compounded])
  const min = Math.min(...values)
  const max = Math.max(...values)
  const raw = (max - min) / 4
  if (!(raw > 0)) return [min]
  const magnitude = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw
  const first = Math.floor(min / step) * step
  const ticks = [first]
  while ((ticks.at(-1) ?? max) < max) ticks.push(first + ticks.length * step)
  return ticks
}

function tooltipLabel(month: unknown): string {
  if (typeof month !== 'number') return ''
  return month === 0 ? 'Deposit' : `After month ${month}`
}

function monthLabel(month: number): string {
  return month === 0 ? 'Start' : `${month} mo`
}

/**
 * The balance over the first year with simple and with compounded yield. The picture is
 * decorative for assistive technology: the results above say the same in words.
 */
export function BalanceChart({ series, frequency }: Props) {
  const ticks = axisTicks(series)
  const step = (ticks[1] ?? 0) - (ticks[0] ?? 0)
  const compoundedLabel = `Compounded ${FREQUENCY_LABELS[frequency].toLowerCase()}`
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>
        <span className={styles.title}>Balance over one year</span>
        <span className={styles.legend} aria-hidden="true">
          <span className={styles.key}>
            <span className={`${styles.swatch} ${styles.compounded}`} />
            {compoundedLabel}
          </span>
          <span className={styles.key}>
            <span className={`${styles.swatch} ${styles.simple}`} />
            Simple
          </span>
        </span>
      </figcaption>
      <div className={styles.plot} aria-hidden="true">
        <LineChart
          responsive
          data={series}
          margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
          accessibilityLayer={false}
          style={{ width: '100%', height: '100%' }}
        >
          <CartesianGrid stroke="#e2e8f0" vertical={false} />
          <XAxis
            dataKey="month"
            type="number"
            domain={[0, 12]}
            ticks={MONTH_TICKS}
            tickFormatter={monthLabel}
            tick={{ fill: '#475569', fontSize: 12 }}
            tickLine={false}
            axisLine={{ stroke: '#cbd5e1' }}
          />
          <YAxis
            width={76}
            domain={[ticks[0] ?? 'auto', ticks.at(-1) ?? 'auto']}
            ticks={ticks}
            interval={0}
            tickFormatter={(value: number) => axisMoney(value, step)}
            tick={{ fill: '#475569', fontSize: 12 }}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip
            formatter={(value, name) => [
              typeof value === 'number' ? formatUsd(value) : String(value),
              name === 'compounded' ? compoundedLabel : 'Simple',
            ]}
            labelFormatter={tooltipLabel}
            contentStyle={{ borderRadius: 10, borderColor: '#e2e8f0', fontSize: 13 }}
          />
          <Line
            type="linear"
            dataKey="simple"
            stroke={SIMPLE}
            strokeWidth={2}
            strokeDasharray="6 4"
            dot={false}
            isAnimationActive={false}
          />
          <Line
            type="linear"
            dataKey="compounded"
            stroke={BRAND}
            strokeWidth={2.5}
            dot={false}
            activeDot={{ r: 4 }}
            isAnimationActive={false}
          />
        </LineChart>
      </div>
    </figure>
  )
}
