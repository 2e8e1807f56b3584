import { formatUsd } from '@blockwise/shared/tools/format'
import { SIMULATOR_ASSETS } from '@blockwise/shared/tools/simulator/assets'
import { formatPercentChange, trendOf } from '@blockwise/shared/tools/simulator/display'

import { colorOf } from './assetColors'
import panel from './Panel.module.css'
import styles from './AssetPicker.module.css'

/** The 8 sample assets as a radio group (arrow keys move between them), none chosen at first. */
export function AssetPicker({
  selected,
  onSelect,
}: {
  selected: string | null
  onSelect: (symbol: string) => void
}) {
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>Asset</legend>
      <div className={styles.grid}>
        {SIMULATOR_ASSETS.map((asset) => (
          <label key={asset.symbol} className={styles.option}>
            <input
              type="radio"
              name="simulator-asset"
              value={asset.symbol}
              checked={selected === asset.symbol}
              onChange={() => onSelect(asset.symbol)}
              className={styles.radio}
            />
            <span
              className={styles.badge}
              style={{ backgroundColor: colorOf(asset.symbol) }}
              aria-hidden="true"
            >
              {asset.symbol.slice(0, 1)}
            </span>
            <span className={styles.names}>
              <span className={styles.symbol}>{asset.symbol}</span>
              <span className={styles.name}>{asset.name}</span>
            </span>
            <span className={styles.quote}>
              <span className={styles.price}>{formatUsd(asset.price)}</span>
              <span className={`${styles.change} ${panel[trendOf(asset.change24h)]}`}>
                {formatPercentChange(asset.change24h)}
                <span className="visually-hidden"> in 24 hours</span>
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
