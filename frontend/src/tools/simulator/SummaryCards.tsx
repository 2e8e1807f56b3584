import { Coins, PiggyBank, TrendingDown, TrendingUp, Wallet, type IconNode } from 'lucide'

import { SvgIcon } from '@/components/icons/SvgIcon'
import { useId, type ReactNode } from 'react'

import { formatUsd } from '@blockwise/shared/tools/format'
import {
  formatPercentChange,
  formatUsdChange,
  trendOf,
} from '@blockwise/shared/tools/simulator/display'
import { STARTING_CASH, type Valuation } from '@blockwise/shared/tools/simulator/portfolio'

import panel from './Panel.module.css'
import styles from './SummaryCards.module.css'

/** Cash, holdings value, total value and total return (against the start: 10,000 unless given). */
export function SummaryCards({
  valuation,
  startingCash = STARTING_CASH,
}: {
  valuation: Valuation
  startingCash?: number
}) {
  const trend = trendOf(valuation.totalReturn)
  return (
    <div className={styles.cards}>
      <Card label="Cash" icon={Wallet} value={formatUsd(valuation.cash)}>
        Available to buy
      </Card>
      <Card label="Holdings value" icon={Coins} value={formatUsd(valuation.holdingsValue)}>
        At sample prices
      </Card>
      <Card label="Total value" icon={PiggyBank} value={formatUsd(valuation.totalValue)}>
        Cash + holdings
      </Card>
      <Card
        label="Total return"
        icon={trend === 'down' ? TrendingDown : TrendingUp}
        value={formatUsdChange(valuation.totalReturn)}
        tone={panel[trend]}
      >
        <span className={panel[trend]}>{formatPercentChange(valuation.totalReturnPercent)}</span> vs{' '}
        {formatUsd(startingCash)} start
      </Card>
    </div>
  )
}

function Card({
  label,
  icon,
  value,
  tone,
  children,
}: {
  label: string
  icon: IconNode
  value: string
  tone?: string | undefined
  children: ReactNode
}) {
  const id = useId()
  return (
    <div role="group" aria-labelledby={id} className={styles.card}>
      <p id={id} className={styles.label}>
        <SvgIcon icon={icon} size={16} /> {label}
      </p>
      <p className={`${styles.value} ${tone ?? ''}`}>{value}</p>
      <p className={styles.hint}>{children}</p>
    </div>
  )
}
