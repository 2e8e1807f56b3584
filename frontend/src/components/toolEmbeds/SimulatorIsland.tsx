import type { Root } from 'react-dom/client'

import { scenarioPortfolio } from '@blockwise/shared/tools/embeds/scenario'

import { PortfolioSimulator } from '@/tools/simulator/PortfolioSimulator'
import { makeId } from '@/tools/simulator/makeId'

import { mountIsland } from './mountIsland'

/**
 * The simulator, from the block's cash and buys, kept in memory: the reader's saved portfolio is
 * untouched, and leaving the article forgets this one.
 */
export function mount(placeholder: HTMLElement): Root | undefined {
  return mountIsland(placeholder, (embed) =>
    embed.tool === 'simulator' ? (
      <PortfolioSimulator
        start={{
          startingCash: embed.settings.cash,
          portfolio: scenarioPortfolio(embed.settings, new Date(), makeId),
        }}
      />
    ) : null,
  )
}
