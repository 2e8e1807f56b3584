import type { AnalyticsOverview } from '@blockwise/shared/schemas/analytics'

import styles from './analytics.module.css'
import { formatCount, readRateText } from './formatNumbers'

type Totals = Pick<AnalyticsOverview, 'pageviews' | 'visitors' | 'reads' | 'readRate'>

/** Page views, visitors, reads and read rate of the range. */
export function HeadlineNumbers({ totals }: { totals: Totals }) {
  const numbers = [
    { label: 'Page views', value: formatCount(totals.pageviews) },
    { label: 'Visitors', value: formatCount(totals.visitors) },
    { label: 'Reads', value: formatCount(totals.reads) },
    { label: 'Read rate', value: readRateText(totals.readRate) },
  ]
  return (
    <dl className={styles.headline}>
      {numbers.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
