import type { Root } from 'react-dom/client'

import { Watchlist } from '@/tools/watchlist/Watchlist'

import { mountIsland } from './mountIsland'

/** The watchlist, from the block's coins, kept in memory (the reader's saved list is untouched). */
export function mount(placeholder: HTMLElement): Root | undefined {
  return mountIsland(placeholder, (embed) =>
    embed.tool === 'watchlist' ? <Watchlist coinIds={embed.settings.coins} /> : null,
  )
}
