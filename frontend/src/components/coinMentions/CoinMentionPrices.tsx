'use client'

import { Plus } from 'lucide'

import { SvgIcon } from '@/components/icons/SvgIcon'
import { useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

import type { MarketCoin } from '@blockwise/shared/tools/watchlist/market'

import { toast } from '@/components/toast/toastStore'
import { fetchCoins } from '@/tools/watchlist/marketApi'

import { chipPrice } from './chipPrice'
import { COIN_MENTION_SELECTOR } from './selector'

interface FilledChip {
  slot: HTMLElement
  coin: MarketCoin
}

async function addToWatchlist(coin: MarketCoin) {
  const { addToSavedWatchlist } = await import('@/tools/watchlist/useWatchlist')
  const label = `${coin.name} (${coin.symbol.toUpperCase()})`
  toast(
    addToSavedWatchlist(coin) === 'added'
      ? { title: 'Added to your watchlist', description: `${label} is on your watchlist.` }
      : { title: 'Already in your watchlist', description: `${label} is on it already.` },
  )
}

function LivePrice({ coin }: { coin: MarketCoin }) {
  const { price, change, direction } = chipPrice(coin)
  return (
    <>
      <span className="coin-mention-price">{price}</span>{' '}
      <span className={`coin-mention-change coin-mention-${direction}`}>
        <span className="visually-hidden">24-hour change </span>
        {change}
      </span>
      <button
        type="button"
        className="coin-mention-add"
        aria-label={`Add ${coin.name} to watchlist`}
        title="Add to watchlist"
        onClick={() => void addToWatchlist(coin)}
      >
        <SvgIcon icon={Plus} size={12} strokeWidth={3} />
      </button>
    </>
  )
}

/**
 * Asks the CMS's market proxy once for every mentioned coin and writes each one's price, 24-hour
 * change and an add-to-watchlist button into the space its mention keeps for them. A coin the
 * market does not answer for, or a failed call, leaves the mention its name and symbol.
 */
export function CoinMentionPrices({ ids }: { ids: string[] }) {
  const [filled, setFilled] = useState<FilledChip[]>([])
  const asked = useRef(false)

  useEffect(() => {
    if (asked.current) return
    asked.current = true
    const chips = [...document.querySelectorAll<HTMLElement>(COIN_MENTION_SELECTOR)]
    const leaveBare = (chip: HTMLElement) => chip.classList.add('coin-mention-off')
    fetchCoins(ids).then(
      ({ coins }) => {
        const byId = new Map(coins.map((coin) => [coin.id, coin]))
        const next: FilledChip[] = []
        for (const chip of chips) {
          const coin = byId.get(chip.dataset.coin ?? '')
          if (!coin) {
            leaveBare(chip)
            continue
          }
          const slot = document.createElement('span')
          slot.className = 'coin-mention-live'
          chip.append(slot)
          chip.classList.add('coin-mention-ready')
          next.push({ slot, coin })
        }
        setFilled(next)
      },
      () => chips.forEach(leaveBare),
    )
  }, [ids])

  return filled.map(({ slot, coin }, index) => createPortal(<LivePrice coin={coin} />, slot, index))
}
