'use client'

import { Plus, RefreshCw, Trash2 } from 'lucide'

import { SvgIcon } from '@/components/icons/SvgIcon'
import { useState, type FormEvent } from 'react'

import { formatPercent, formatPrice } from '@blockwise/shared/tools/format'

import { useWatchlist } from './useWatchlist'
import styles from './Watchlist.module.css'

const TIME = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

/**
 * docs/product.md#screens crypto watchlist: live prices from the CMS's market proxy, saved in this
 * browser; given coin ids (embedded in an article), it starts from them and is not saved.
 */
export function Watchlist({ coinIds }: { coinIds?: readonly string[] } = {}) {
  const { tokens, priceSource, adding, refreshing, add, remove, refresh } = useWatchlist(coinIds)
  const [input, setInput] = useState('')

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const submitted = input
    // Clear only what was submitted: the reader may already be typing the next coin.
    if (await add(submitted)) setInput((current) => (current === submitted ? '' : current))
  }

  return (
    <div className={styles.watchlist}>
      <form className={styles.form} onSubmit={(event) => void submit(event)}>
        <label className={styles.field}>
          <span className={styles.label}>Coin ID, symbol or name</span>
          <input
            className={styles.input}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder="e.g. bitcoin, ETH or Solana"
            autoComplete="off"
            maxLength={100}
          />
        </label>
        <button type="submit" className="button" disabled={input.trim() === ''} aria-busy={adding}>
          <SvgIcon icon={Plus} size={16} /> {adding ? 'Adding…' : 'Add'}
        </button>
      </form>

      <div className={styles.toolbar}>
        <p className={styles.source} aria-live="polite">
          {priceSource
            ? `Prices from ${priceSource.source}, fetched at ${TIME.format(new Date(priceSource.fetchedAt))}${priceSource.stale ? ' (last known prices: market data unavailable)' : ''}`
            : 'Prices from CoinGecko, refreshed on demand.'}
        </p>
        <button
          type="button"
          className={styles.refresh}
          onClick={() => void refresh()}
          disabled={tokens.length === 0 || refreshing}
        >
          <SvgIcon
            icon={RefreshCw}
            size={16}
            className={refreshing ? styles.spinning : undefined}
          />
          Refresh
        </button>
      </div>

      {tokens.length === 0 ? (
        <p className={styles.empty}>
          Your watchlist is empty. Add a coin above, for example bitcoin.
        </p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">Your watchlist</caption>
            <thead>
              <tr>
                <th scope="col">Token</th>
                <th scope="col">Price</th>
                <th scope="col">24h change</th>
                <th scope="col">24h high</th>
                <th scope="col">24h low</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tokens.map((token) => (
                <tr key={token.id}>
                  <th scope="row">
                    <span className={styles.name}>{token.name}</span>
                    <span className={styles.symbol}>{token.symbol}</span>
                  </th>
                  <td>{formatPrice(token.currentPrice)}</td>
                  <td className={token.priceChangePercentage24h >= 0 ? styles.up : styles.down}>
                    {formatPercent(token.priceChangePercentage24h)}
                  </td>
                  <td>{formatPrice(token.high52w)}</td>
                  <td>{formatPrice(token.low52w)}</td>
                  <td>
                    <button
                      type="button"
                      className={styles.remove}
                      onClick={() => remove(token.id)}
                      aria-label={`Remove ${token.name}`}
                    >
                      <SvgIcon icon={Trash2} size={16} />
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
