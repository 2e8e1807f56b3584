import { ArrowDownRight, ArrowUpRight } from 'lucide'

import { SvgIcon } from '@/components/icons/SvgIcon'

import type { TradeType } from '@blockwise/shared/tools/simulator/portfolio'

import styles from './TradeForm.module.css'

/** The Buy and Sell buttons of a trade form: a trade needs one of them pressed, never Enter. */
export function TradeActions({ onTrade }: { onTrade: (type: TradeType) => void }) {
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={`${styles.action} ${styles.buy}`}
        onClick={() => onTrade('buy')}
      >
        <SvgIcon icon={ArrowUpRight} size={18} /> Buy
      </button>
      <button
        type="button"
        className={`${styles.action} ${styles.sell}`}
        onClick={() => onTrade('sell')}
      >
        <SvgIcon icon={ArrowDownRight} size={18} /> Sell
      </button>
    </div>
  )
}
