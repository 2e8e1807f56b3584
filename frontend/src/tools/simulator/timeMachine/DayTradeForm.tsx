import { useId } from 'react'

import { formatUsd } from '@blockwise/shared/tools/format'
import {
  SIMULATOR_ASSETS,
  findAsset,
  type SimulatorAsset,
} from '@blockwise/shared/tools/simulator/assets'
import {
  maxBuyAmount,
  parseAmount,
  type PortfolioState,
  type TradeType,
} from '@blockwise/shared/tools/simulator/portfolio'

import { AmountInput } from '../AmountInput'
import panel from '../Panel.module.css'
import { TradeActions } from '../TradeActions'
import tradeForm from '../TradeForm.module.css'
import { formatDay } from './formatDay'
import styles from './TimeMachine.module.css'

/** Asset and amount, bought or sold at the current day's close. */
export function DayTradeForm({
  day,
  assets,
  estimated,
  portfolio,
  symbol,
  onSymbolChange,
  amountText,
  onAmountChange,
  onTrade,
}: {
  day: string
  /** The assets with a close on `day`. */
  assets: SimulatorAsset[]
  /** Symbols whose close on `day` is an interpolated estimate. */
  estimated: ReadonlySet<string>
  portfolio: PortfolioState
  symbol: string
  onSymbolChange: (symbol: string) => void
  amountText: string
  onAmountChange: (text: string) => void
  onTrade: (type: TradeType) => void
}) {
  const assetId = useId()
  const amountId = useId()
  const asset = findAsset(symbol, assets)
  const amount = parseAmount(amountText)
  const held = portfolio.holdings.find((holding) => holding.symbol === symbol)?.amount ?? 0
  const affordable = asset ? maxBuyAmount(portfolio.cash, asset.price) : 0
  return (
    <section className={panel.panel} aria-labelledby={`${assetId}-title`}>
      <div className={panel.header}>
        <h2 id={`${assetId}-title`} className={panel.title}>
          Trade on {formatDay(day)}
        </h2>
        <p className={panel.meta}>Orders fill at the day’s closing price</p>
      </div>
      <form className={styles.trade} noValidate onSubmit={(event) => event.preventDefault()}>
        <div className={styles.field}>
          <label htmlFor={assetId} className={tradeForm.label}>
            Asset
          </label>
          <select
            id={assetId}
            value={symbol}
            onChange={(event) => onSymbolChange(event.target.value)}
            className={tradeForm.input}
          >
            {SIMULATOR_ASSETS.map(({ symbol: option, name }) => {
              const priced = findAsset(option, assets)
              return (
                <option key={option} value={option} disabled={!priced}>
                  {option} ({name}):{' '}
                  {priced
                    ? `${formatUsd(priced.price)}${estimated.has(option) ? ' (estimate)' : ''}`
                    : 'no price on this day'}
                </option>
              )
            })}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={amountId} className={tradeForm.label}>
            Amount of {symbol}
          </label>
          <AmountInput
            id={amountId}
            value={amountText}
            onChange={onAmountChange}
            describedBy={`${amountId}-hint`}
          />
          <p id={`${amountId}-hint`} className={styles.hint}>
            {asset && amount > 0 ? `Estimated total ${formatUsd(amount * asset.price)} · ` : ''}
            Cash {formatUsd(portfolio.cash)} · max {affordable} · you hold {held}
          </p>
        </div>
        <TradeActions onTrade={onTrade} />
      </form>
    </section>
  )
}
