import { useId } from 'react'

import { formatUsd } from '@blockwise/shared/tools/format'
import { findAsset } from '@blockwise/shared/tools/simulator/assets'
import { formatAmount } from '@blockwise/shared/tools/simulator/display'
import {
  maxBuyAmount,
  parseAmount,
  type PortfolioState,
  type TradeType,
} from '@blockwise/shared/tools/simulator/portfolio'

import { AmountInput } from './AmountInput'
import { AssetPicker } from './AssetPicker'
import panel from './Panel.module.css'
import { TradeActions } from './TradeActions'
import styles from './TradeForm.module.css'

/**
 * Asset, amount and the two actions. Checks are left to the shared trade rules, so every mistake
 * gets the product's toast rather than the browser's own validation bubble.
 */
export function TradeForm({
  portfolio,
  symbol,
  onSymbolChange,
  amountText,
  onAmountChange,
  onTrade,
}: {
  portfolio: PortfolioState
  symbol: string | null
  onSymbolChange: (symbol: string) => void
  amountText: string
  onAmountChange: (text: string) => void
  onTrade: (type: TradeType) => void
}) {
  const headingId = useId()
  const amountId = useId()
  const hintId = useId()
  const asset = symbol ? findAsset(symbol) : undefined
  const held = portfolio.holdings.find((holding) => holding.symbol === symbol)?.amount ?? 0
  const amount = parseAmount(amountText)
  const estimate = asset && amount > 0 ? amount * asset.price : null
  const affordable = asset ? maxBuyAmount(portfolio.cash, asset.price) : 0

  return (
    <section className={panel.panel}>
      <div className={panel.header}>
        <h2 id={headingId} className={panel.title}>
          Place a trade
        </h2>
        <p className={panel.meta}>Orders fill instantly at the sample price</p>
      </div>
      <form
        className={styles.form}
        aria-labelledby={headingId}
        noValidate
        onSubmit={(event) => {
          // Enter in the amount field places nothing: a trade needs an explicit Buy or Sell.
          event.preventDefault()
        }}
      >
        <AssetPicker selected={symbol} onSelect={onSymbolChange} />

        <div className={styles.amount}>
          <label htmlFor={amountId} className={styles.label}>
            Amount{asset ? ` of ${asset.symbol}` : ''}
          </label>
          <div className={styles.inputRow}>
            <AmountInput
              id={amountId}
              value={amountText}
              onChange={onAmountChange}
              describedBy={hintId}
            />
            <div className={styles.quick}>
              <button
                type="button"
                className={styles.chip}
                disabled={!(affordable > 0)}
                onClick={() => onAmountChange(String(affordable))}
              >
                Max affordable
              </button>
              <button
                type="button"
                className={styles.chip}
                disabled={!(held > 0)}
                onClick={() => onAmountChange(String(held))}
              >
                All held
              </button>
            </div>
          </div>
          <dl id={hintId} className={styles.facts}>
            <div>
              <dt>Estimated cost</dt>
              <dd className={styles.estimate}>{estimate === null ? '—' : formatUsd(estimate)}</dd>
            </div>
            <div>
              <dt>Cash available</dt>
              <dd>{formatUsd(portfolio.cash)}</dd>
            </div>
            <div>
              <dt>You hold</dt>
              <dd>{asset ? `${formatAmount(held)} ${asset.symbol}` : '—'}</dd>
            </div>
          </dl>
        </div>

        <TradeActions onTrade={onTrade} />
      </form>
    </section>
  )
}
