'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import {
  WATCHLIST_STORAGE_KEY,
  addToken,
  applyPrices,
  isListed,
  parseStoredWatchlist,
  removeToken,
  type WatchlistToken,
} from '@blockwise/shared/tools/watchlist/watchlist'
import type { MarketCoin } from '@blockwise/shared/tools/watchlist/market'

import { toast } from '@/components/toast/toastStore'

import { TokenNotFound, fetchCoins, findCoin } from './marketApi'

export interface PriceSource {
  source: string
  fetchedAt: string
  stale: boolean
}

function readStored(): WatchlistToken[] {
  try {
    return parseStoredWatchlist(window.localStorage.getItem(WATCHLIST_STORAGE_KEY))
  } catch {
    return []
  }
}

function store(list: WatchlistToken[]): void {
  try {
    window.localStorage.setItem(WATCHLIST_STORAGE_KEY, JSON.stringify(list))
  } catch {
    // Storage full or blocked: the list still works for this visit.
  }
}

/** Adds a coin to the saved watchlist from elsewhere on the site (an article's coin mention). */
export function addToSavedWatchlist(coin: MarketCoin): 'added' | 'duplicate' {
  const result = addToken(readStored(), coin, new Date())
  if (!result.ok) return 'duplicate'
  store(result.list)
  return 'added'
}

/** An embedded watchlist's first list: its coins as the market knows them, in their order. */
async function start(
  ids: readonly string[],
  update: (list: WatchlistToken[]) => void,
  setPriceSource: (source: PriceSource) => void,
) {
  try {
    const answer = await fetchCoins([...ids])
    const byId = new Map(answer.coins.map((coin) => [coin.id, coin]))
    const now = new Date()
    update(
      ids.reduce<WatchlistToken[]>((list, id) => {
        const coin = byId.get(id)
        const added = coin ? addToken(list, coin, now) : undefined
        return added?.ok ? added.list : list
      }, []),
    )
    setPriceSource({ source: answer.source, fetchedAt: answer.fetchedAt, stale: answer.stale })
  } catch {
    toast({ ...UPDATE_FAILED, variant: 'destructive' })
  }
}

const UPDATE_FAILED = {
  title: 'Update failed',
  description: 'Could not refresh token prices. Please try again.',
}

/**
 * The watchlist of docs/product.md#screens, #states, #validation: add, remove and refresh, kept in
 * local storage. Given coin ids (a watchlist embedded in an article), it starts from those coins
 * and lives in memory only, never touching the reader's saved list.
 */
export function useWatchlist(coinIds?: readonly string[]) {
  const [tokens, setTokens] = useState<WatchlistToken[]>([])
  const [priceSource, setPriceSource] = useState<PriceSource | null>(null)
  const [refreshing, setRefreshing] = useState(false)
  // Lookups can overlap: a reader may type the next coin before the last one is found.
  const [pendingAdds, setPendingAdds] = useState(0)
  const loaded = useRef(false)
  // The latest list, for requests that finish after others changed it (two quick adds).
  const latest = useRef<WatchlistToken[]>([])
  const startIds = useRef(coinIds)
  const inMemory = coinIds !== undefined

  const update = useCallback(
    (next: WatchlistToken[]) => {
      latest.current = next
      setTokens(next)
      if (!inMemory) store(next)
    },
    [inMemory],
  )

  const refresh = useCallback(
    async (list: WatchlistToken[], announce: boolean) => {
      if (list.length === 0) return
      setRefreshing(true)
      try {
        const answer = await fetchCoins(list.map((token) => token.id))
        update(applyPrices(latest.current, answer.coins))
        setPriceSource({ source: answer.source, fetchedAt: answer.fetchedAt, stale: answer.stale })
        if (announce)
          toast({
            title: 'Prices updated',
            description: answer.stale
              ? 'Market data is unavailable right now; showing the last known prices.'
              : undefined,
          })
      } catch {
        if (announce) toast({ ...UPDATE_FAILED, variant: 'destructive' })
      } finally {
        setRefreshing(false)
      }
    },
    [update],
  )

  useEffect(() => {
    if (loaded.current) return
    loaded.current = true
    if (startIds.current) {
      void start(startIds.current, update, setPriceSource)
      return
    }
    const stored = readStored()
    latest.current = stored
    setTokens(stored)
    // Live prices on arrival, without a toast.
    void refresh(stored, false)
  }, [refresh, update])

  async function add(input: string): Promise<boolean> {
    const query = input.trim()
    if (!query) return false
    if (isListed(latest.current, query)) {
      toast({ title: 'Token already in watchlist', variant: 'destructive' })
      return false
    }
    setPendingAdds((count) => count + 1)
    try {
      const answer = await findCoin(query)
      const result = addToken(latest.current, answer.coin, new Date())
      if (!result.ok) {
        toast({ title: 'Token already in watchlist', variant: 'destructive' })
        return false
      }
      update(result.list)
      setPriceSource({ source: answer.source, fetchedAt: answer.fetchedAt, stale: answer.stale })
      toast({
        title: 'Token added',
        description: `${answer.coin.name} (${answer.coin.symbol.toUpperCase()}) is on your watchlist.`,
      })
      return true
    } catch (error) {
      toast(
        error instanceof TokenNotFound
          ? {
              title: 'Token not found',
              description: 'Use the full coin ID, such as bitcoin or ethereum.',
              variant: 'destructive',
            }
          : {
              title: 'Market data unavailable',
              description: 'Could not look up that token. Please try again.',
              variant: 'destructive',
            },
      )
      return false
    } finally {
      setPendingAdds((count) => count - 1)
    }
  }

  function remove(id: string) {
    const token = latest.current.find((candidate) => candidate.id === id)
    update(removeToken(latest.current, id))
    toast({
      title: 'Token removed',
      description: token ? `${token.name} left your watchlist.` : undefined,
    })
  }

  return {
    tokens,
    priceSource,
    adding: pendingAdds > 0,
    refreshing,
    add,
    remove,
    refresh: () => refresh(latest.current, true),
  }
}
