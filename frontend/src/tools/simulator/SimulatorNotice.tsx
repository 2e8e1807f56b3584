import { FlaskConical, RotateCcw, TriangleAlert } from 'lucide'

import { SvgIcon } from '@/components/icons/SvgIcon'

import { formatUsd } from '@blockwise/shared/tools/format'
import { STARTING_CASH } from '@blockwise/shared/tools/simulator/portfolio'

import styles from './SimulatorNotice.module.css'

/** Says plainly that nothing here is real, and holds the Reset action. */
export function SimulatorNotice({
  onReset,
  saveFailed,
  startingCash = STARTING_CASH,
}: {
  onReset: () => void
  saveFailed: boolean
  startingCash?: number
}) {
  return (
    <div className={styles.notice}>
      <SvgIcon icon={FlaskConical} size={22} className={styles.icon} />
      <p className={styles.text}>
        <strong>Simulated prices — virtual money only</strong>
        <span>
          Fixed sample prices, not live market data. You start with {formatUsd(startingCash)} of
          virtual cash.
        </span>
        {saveFailed && (
          <span className={styles.warning} role="status">
            <SvgIcon icon={TriangleAlert} size={14} /> This browser would not save your portfolio,
            so it will be lost when you leave the page.
          </span>
        )}
      </p>
      <button type="button" className={styles.reset} onClick={onReset}>
        <SvgIcon icon={RotateCcw} size={16} /> Reset Portfolio
      </button>
    </div>
  )
}
