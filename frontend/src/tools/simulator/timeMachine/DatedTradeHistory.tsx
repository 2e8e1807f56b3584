import { useId } from 'react'

import { formatUsd } from '@blockwise/shared/tools/format'
import { formatAmount } from '@blockwise/shared/tools/simulator/display'
import { msToDay } from '@blockwise/shared/tools/simulator/history/days'
import type { Trade } from '@blockwise/shared/tools/simulator/portfolio'

import panel from '../Panel.module.css'
import table from '../Table.module.css'
import { formatDay } from './formatDay'

/** The time machine's trades with the historical day each was made on, newest first. */
export function DatedTradeHistory({ trades }: { trades: Trade[] }) {
  const headingId = useId()
  return (
    <section className={panel.panel}>
      <div className={panel.header}>
        <h2 id={headingId} className={panel.title}>
          Trades
        </h2>
        <p className={panel.meta}>Newest first</p>
      </div>
      {trades.length === 0 ? (
        <p className={panel.empty}>No trades yet. Buy on any day, then step forward.</p>
      ) : (
        <div className={table.scroll} role="region" aria-labelledby={headingId} tabIndex={0}>
          <table className={table.table} aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col" className={table.left}>
                  Date
                </th>
                <th scope="col">Type</th>
                <th scope="col">Asset</th>
                <th scope="col">Amount</th>
                <th scope="col">Price</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {trades.map((entry) => {
                const day = msToDay(Date.parse(entry.timestamp))
                return (
                  <tr key={entry.id}>
                    <td className={table.left}>
                      <time dateTime={day}>{formatDay(day)}</time>
                    </td>
                    <td>
                      <span className={`${table.type} ${table[entry.type]}`}>
                        {entry.type === 'buy' ? 'Buy' : 'Sell'}
                      </span>
                    </td>
                    <td>{entry.symbol}</td>
                    <td>{formatAmount(entry.amount)}</td>
                    <td>{formatUsd(entry.price)}</td>
                    <td>{formatUsd(entry.total)}</td>
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
