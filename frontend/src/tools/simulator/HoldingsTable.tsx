import { useId } from 'react'

import { formatUsd } from '@blockwise/shared/tools/format'
import {
  formatAmount,
  formatPercentChange,
  formatShare,
  formatUsdChange,
  trendOf,
} from '@blockwise/shared/tools/simulator/display'
import type { Valuation } from '@blockwise/shared/tools/simulator/portfolio'

import { colorOf } from './assetColors'
import panel from './Panel.module.css'
import table from './Table.module.css'

/** What is held, what it cost, what it is worth and its share of the portfolio. */
export function HoldingsTable({ valuation }: { valuation: Valuation }) {
  const headingId = useId()
  const { positions } = valuation
  return (
    <section className={panel.panel}>
      <div className={panel.header}>
        <h2 id={headingId} className={panel.title}>
          Holdings
        </h2>
        <p className={panel.meta}>
          {positions.length === 0
            ? 'Nothing held yet'
            : `${positions.length} ${positions.length === 1 ? 'asset' : 'assets'} · ${formatUsd(valuation.holdingsValue)}`}
        </p>
      </div>
      {positions.length === 0 ? (
        <p className={panel.empty}>No holdings yet. Pick an asset above and buy to get started.</p>
      ) : (
        <div className={table.scroll} role="region" aria-labelledby={headingId} tabIndex={0}>
          <table className={table.table} aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">Asset</th>
                <th scope="col">Amount</th>
                <th scope="col">Avg buy price</th>
                <th scope="col">Current price</th>
                <th scope="col">Value</th>
                <th scope="col">P/L</th>
                <th scope="col">Allocation</th>
              </tr>
            </thead>
            <tbody>
              {positions.map(({ holding, value, profitLoss, profitLossPercent }) => {
                const trend = panel[trendOf(profitLoss)]
                return (
                  <tr key={holding.id}>
                    <th scope="row">
                      <span className={table.asset}>
                        <span
                          className={table.dot}
                          style={{ backgroundColor: colorOf(holding.symbol) }}
                          aria-hidden="true"
                        />
                        <span className={table.assetText}>
                          <strong>{holding.symbol}</strong>
                          <span>{holding.name}</span>
                        </span>
                      </span>
                    </th>
                    <td>{formatAmount(holding.amount)}</td>
                    <td>{formatUsd(holding.avgBuyPrice)}</td>
                    <td>{formatUsd(holding.currentPrice)}</td>
                    <td>{formatUsd(value)}</td>
                    <td className={trend}>
                      {formatUsdChange(profitLoss)}
                      <span className={table.sub}>{formatPercentChange(profitLossPercent)}</span>
                    </td>
                    <td>
                      {formatShare(holding.allocation)}
                      <span className={table.bar} aria-hidden="true">
                        <span
                          style={{
                            width: `${Math.min(100, holding.allocation)}%`,
                            backgroundColor: colorOf(holding.symbol),
                          }}
                        />
                      </span>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
