import type { Root } from 'react-dom/client'

import { YieldCalculator } from '@/tools/yield/YieldCalculator'

import { mountIsland } from './mountIsland'

/** The yield calculator, from the block's amount, protocol or APY and frequency. */
export function mount(placeholder: HTMLElement): Root | undefined {
  return mountIsland(placeholder, (embed) =>
    embed.tool === 'yield' ? <YieldCalculator shared={embed.settings} embedded /> : null,
  )
}
