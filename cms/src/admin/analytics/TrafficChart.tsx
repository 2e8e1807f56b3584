'use client'

import type { AnalyticsRange } from '@blockwise/shared/schemas/analytics'
import {
  Area,
  AreaChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'

import editorial from '../editorial.module.css'

import styles from './analytics.module.css'
import { formatCount } from './formatNumbers'
import { bucketLabel, countsHours } from './rowLabels'

interface Bucket {
  at: string
  pageviews: number
  visitors: number
}

interface Props {
  series: readonly Bucket[]
  range: AnalyticsRange
  /** Names the chart and its table for screen readers: "Page views and visitors, last 7 days". */
  caption: string
  height: number
}

// Payload's theme variables: the chart follows the admin's light and dark themes.
const PAGEVIEWS_COLOUR = 'var(--theme-success-500)'
const VISITORS_COLOUR = 'var(--theme-elevation-800)'
const AXIS_TICK = { fill: 'var(--theme-elevation-650)', fontSize: 12 }
const TOOLTIP_STYLE = {
  background: 'var(--theme-elevation-0)',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-s)',
  color: 'var(--theme-text)',
}

/**
 * Page views and visitors per hour or day. The drawing is hidden from screen readers, which read
 * the same numbers from a visually hidden table instead.
 */
export function TrafficChart({ series, range, caption, height }: Props) {
  const rows = series.map((bucket) => ({ ...bucket, label: bucketLabel(bucket.at, range) }))
  const bucketName = countsHours(range) ? 'Hour (UTC)' : 'Day (UTC)'
  return (
    <figure className={styles.chart}>
      <div aria-hidden="true">
        <ResponsiveContainer width="100%" height={height}>
          <AreaChart
            data={rows}
            accessibilityLayer={false}
            margin={{ top: 8, right: 8, left: 0, bottom: 0 }}
          >
            <CartesianGrid stroke="var(--theme-elevation-150)" vertical={false} />
            <XAxis
              dataKey="label"
              tick={AXIS_TICK}
              tickLine={false}
              axisLine={false}
              minTickGap={16}
            />
            <YAxis
              tick={AXIS_TICK}
              tickLine={false}
              axisLine={false}
              allowDecimals={false}
              width={40}
              tickFormatter={formatCount}
            />
            <Tooltip
              contentStyle={TOOLTIP_STYLE}
              labelStyle={{ color: 'var(--theme-text)' }}
              formatter={(value) => (typeof value === 'number' ? formatCount(value) : value)}
            />
            <Legend wrapperStyle={{ color: 'var(--theme-text)', fontSize: 13 }} />
            <Area
              type="monotone"
              dataKey="pageviews"
              name="Page views"
              stroke={PAGEVIEWS_COLOUR}
              fill={PAGEVIEWS_COLOUR}
              fillOpacity={0.15}
              strokeWidth={2}
              isAnimationActive={false}
            />
            <Area
              type="monotone"
              dataKey="visitors"
              name="Visitors"
              stroke={VISITORS_COLOUR}
              fill="none"
              strokeWidth={2}
              strokeDasharray="4 3"
              isAnimationActive={false}
            />
          </AreaChart>
        </ResponsiveContainer>
      </div>
      <table className={editorial.visuallyHidden}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{bucketName}</th>
            <th scope="col">Page views</th>
            <th scope="col">Visitors</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.at}>
              <th scope="row">{row.label}</th>
              <td>{formatCount(row.pageviews)}</td>
              <td>{formatCount(row.visitors)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
