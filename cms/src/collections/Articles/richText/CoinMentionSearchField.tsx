'use client'

import { Button, useField } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useId, useState } from 'react'

import { marketSearchResponseSchema } from '@blockwise/shared/tools/watchlist/market'

const siblingPath = (path: string, name: string) =>
  [...path.split('.').slice(0, -1), name].join('.')

type Status = { kind: 'idle' | 'pending' } | { kind: 'found' | 'error'; message: string }

/**
 * Finds the coin an editor means (id, symbol or name) through the CMS's market proxy and fills the
 * mention's id, symbol and name, and its text when still empty.
 */
export const CoinMentionSearchField: UIFieldClientComponent = ({ path }) => {
  const inputId = useId()
  const [query, setQuery] = useState('')
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const coinId = useField<string>({ path: siblingPath(path, 'coinId') })
  const symbol = useField<string>({ path: siblingPath(path, 'symbol') })
  const name = useField<string>({ path: siblingPath(path, 'name') })
  const text = useField<string>({ path: siblingPath(path, 'text') })

  const search = async () => {
    const wanted = query.trim()
    if (!wanted) return
    setStatus({ kind: 'pending' })
    const response = await fetch(`/api/market/search?query=${encodeURIComponent(wanted)}`, {
      credentials: 'include',
    }).catch(() => null)
    const parsed = marketSearchResponseSchema.safeParse(await response?.json().catch(() => null))
    if (response?.status === 404)
      return setStatus({ kind: 'error', message: `No coin found for “${wanted}”.` })
    if (!response?.ok || !parsed.success)
      return setStatus({ kind: 'error', message: 'Market search is unavailable. Try again.' })
    const { coin } = parsed.data
    coinId.setValue(coin.id)
    symbol.setValue(coin.symbol.toUpperCase())
    name.setValue(coin.name)
    if (!text.value?.trim()) text.setValue(coin.name)
    setStatus({ kind: 'found', message: `${coin.name} (${coin.symbol.toUpperCase()}): ${coin.id}` })
  }

  return (
    <div className="field-type coin-mention-search">
      <label className="field-label" htmlFor={inputId}>
        Find a coin (id, symbol or name)
      </label>
      <div style={{ display: 'flex', gap: 'var(--base)' }}>
        <input
          id={inputId}
          type="search"
          value={query}
          maxLength={100}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            void search()
          }}
        />
        <Button
          size="small"
          margin={false}
          disabled={status.kind === 'pending' || !query.trim()}
          onClick={() => void search()}
        >
          Find coin
        </Button>
      </div>
      <p role="status" className="field-description">
        {status.kind === 'pending' ? 'Searching…' : 'message' in status ? status.message : ''}
      </p>
    </div>
  )
}
