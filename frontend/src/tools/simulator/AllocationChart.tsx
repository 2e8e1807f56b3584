'use client'

import { Pie, PieChart } from 'recharts'

import { formatUsd } from '@blockwise/shared/tools/format'
import { formatShare } from '@blockwise/shared/tools/simulator/display'
import type { Valuation } from '@blockwise/shared/tools/simulator/portfolio'

import { colorOf } from './assetColors'
import panel from './Panel.module.css'
import styles from './AllocationChart.module.css'

/** The donut's fixed size in px: the panel never jumps when the chart draws. */
const SIZE = 200

/**
 * How the total value splits between cash and each holding. The donut is decoration for sighted
 * readers; the list beside it carries the same numbers as text.
 */
export function AllocationChart({ valuation }: { valuation: Valuation }) {
  const slices = valuation.allocation.filter((slice) => slice.value > 0)
  const data = slices.map((slice) => ({
    name: slice.label,
    value: slice.value,
    fill: colorOf(slice.key),
  }))

  return (
    <section className={panel.panel}>
      <div className={panel.header}>
        <h2 className={panel.title}>Allocation</h2>
        <p className={panel.meta}>Share of total value</p>
      </div>
      <div className={styles.body}>
        <div className={styles.chart} aria-hidden="true">
          <PieChart width={SIZE} height={SIZE} accessibilityLayer={false}>
            <Pie
              data={data}
              dataKey="value"
              nameKey="name"
              innerRadius={64}
              outerRadius={94}
              paddingAngle={data.length > 1 ? 2 : 0}
              stroke="none"
              isAnimationActive={false}
              rootTabIndex={-1}
            />
          </PieChart>
          <div className={styles.center}>
            <span>Total</span>
            <strong>{formatUsd(valuation.totalValue)}</strong>
          </div>
        </div>
        <ul className={styles.legend} aria-label="Allocation of total value">
          {valuation.allocation.map((slice) => (
            <li key={slice.key}>
              <span
                className={styles.swatch}
                style={{ backgroundColor: colorOf(slice.key) }}
                aria-hidden="true"
              />
              <span className={styles.label}>{slice.label}</span>
              <span className={styles.value}>{formatUsd(slice.value)}</span>
              <span className={styles.percent}>{formatShare(slice.percent)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
