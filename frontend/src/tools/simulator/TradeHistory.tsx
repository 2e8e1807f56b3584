import { useId } from 'react'

import { formatUsd } from '@blockwise/shared/tools/format'
import { formatAmount } from '@blockwise/shared/tools/simulator/display'
import type { Trade } from '@blockwise/shared/tools/simulator/portfolio'

import { colorOf } from './assetColors'
import panel from './Panel.module.css'
import table from './Table.module.css'

const TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' })

/** Every executed trade, newest at the top (the order the shared state keeps them in). */
export function TradeHistory({ trades }: { trades: Trade[] }) {
  const headingId = useId()
  return (
    <section className={panel.panel}>
      <div className={panel.header}>
        <h2 id={headingId} className={panel.title}>
          Trade history
        </h2>
        <p className={panel.meta}>
          {trades.length === 0
            ? 'Newest first'
            : `${trades.length} ${trades.length === 1 ? 'trade' : 'trades'} · newest first`}
        </p>
      </div>
      {trades.length === 0 ? (
        <p className={panel.empty}>No trades yet. Your buys and sells will be listed here.</p>
      ) : (
        <div className={table.scroll} role="region" aria-labelledby={headingId} tabIndex={0}>
          <table className={table.table} aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">Type</th>
                <th scope="col" className={table.left}>
                  Asset
                </th>
                <th scope="col">Amount</th>
                <th scope="col">Price</th>
                <th scope="col">Total</th>
                <th scope="col">Time</th>
              </tr>
            </thead>
            <tbody>
              {trades.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <span className={`${table.type} ${table[entry.type]}`}>
                      {entry.type === 'buy' ? 'Buy' : 'Sell'}
                    </span>
                  </td>
                  <td className={table.left}>
                    <span className={table.asset}>
                      <span
                        className={table.dot}
                        style={{ backgroundColor: colorOf(entry.symbol) }}
                        aria-hidden="true"
                      />
                      <strong>{entry.symbol}</strong>
                    </span>
                  </td>
                  <td>{formatAmount(entry.amount)}</td>
                  <td>{formatUsd(entry.price)}</td>
                  <td>{formatUsd(entry.total)}</td>
                  <td className={table.time}>
                    <time dateTime={entry.timestamp}>{TIME.format(new Date(entry.timestamp))}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
