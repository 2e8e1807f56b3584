import { Info, TriangleAlert } from 'lucide'

import { SvgIcon } from '@/components/icons/SvgIcon'

import type { HistorySource } from '@blockwise/shared/tools/simulator/history/marketHistory'

import styles from './TimeMachine.module.css'

/** Says where the prices come from, and plainly when they are the bundled approximations. */
export function PriceSourceNote({
  sources,
  saveFailed,
}: {
  sources: Record<string, HistorySource>
  saveFailed: boolean
}) {
  const bundled = Object.keys(sources).filter((symbol) => sources[symbol] === 'bundled')
  const all = bundled.length === Object.keys(sources).length
  return (
    <div className={styles.note} role="note" aria-label="Price source">
      {bundled.length === 0 ? (
        <p>
          <SvgIcon icon={Info} size={16} /> <strong>Prices from CoinGecko:</strong> daily closing
          prices in USD (end of each UTC day). Virtual money only.
        </p>
      ) : (
        <p>
          <SvgIcon icon={TriangleAlert} size={16} />{' '}
          <strong>Approximate bundled prices{all ? '' : ` for ${bundled.join(', ')}`}:</strong> the
          market service is unavailable, so rounded month-end closes stand in. They are not exact
          market data, and the days between month-ends are interpolated estimates.
        </p>
      )}
      {saveFailed && (
        <p role="status">
          This browser would not save your session: it will be lost when you leave.
        </p>
      )}
    </div>
  )
}
