import type { Block, Field } from 'payload'

import { MAX_EMBED_BUYS, MAX_EMBED_COINS } from '@blockwise/shared/tools/embeds/settings'
import { toolEmbedFromBlock, type ToolBlockType } from '@blockwise/shared/tools/embeds/blocks'
import { SIMULATOR_ASSETS } from '@blockwise/shared/tools/simulator/assets'
import { COMPOUNDING_FREQUENCIES } from '@blockwise/shared/tools/yield/math'
import { PROTOCOLS } from '@blockwise/shared/tools/yield/protocols'

import { PORTFOLIO_SIMULATOR_JSX, WATCHLIST_JSX, YIELD_CALCULATOR_JSX } from './toolBlocksMarkdown'

/**
 * A field of a tool block checked with the whole block against the tool's settings schema (the
 * one the HTML converter and the sanitiser use), showing the problems that are about this field.
 */
function checked<F extends Field>(blockType: ToolBlockType, field: F & { name: string }): F {
  return {
    ...field,
    validate: (_value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
      const result = toolEmbedFromBlock(blockType, siblingData ?? {})
      const issue = result.ok ? undefined : result.issues.find((one) => one.field === field.name)
      return issue ? issue.message : true
    },
  }
}

/** The DeFi yield calculator, starting from an amount, a protocol or custom APY, a frequency. */
const YieldCalculatorBlock: Block = {
  slug: 'yieldCalculator',
  labels: { singular: 'Yield calculator', plural: 'Yield calculators' },
  jsx: YIELD_CALCULATOR_JSX,
  fields: [
    checked('yieldCalculator', {
      name: 'amount',
      label: 'Amount (USD)',
      type: 'number',
      required: true,
      defaultValue: 1000,
    }),
    checked('yieldCalculator', {
      name: 'protocol',
      label: 'Protocol',
      type: 'select',
      options: PROTOCOLS.map((protocol) => protocol.name),
      admin: { description: 'One of the calculator’s protocols, or leave empty for a custom APY.' },
    }),
    checked('yieldCalculator', {
      name: 'apy',
      label: 'Custom APY (%)',
      type: 'number',
      admin: { description: 'Only without a protocol.' },
    }),
    checked('yieldCalculator', {
      name: 'frequency',
      label: 'Compounding',
      type: 'select',
      required: true,
      defaultValue: 'daily',
      options: [...COMPOUNDING_FREQUENCIES],
    }),
  ],
}

/** The watchlist, starting from a few coins. */
const WatchlistBlock: Block = {
  slug: 'watchlist',
  labels: { singular: 'Watchlist', plural: 'Watchlists' },
  jsx: WATCHLIST_JSX,
  fields: [
    checked('watchlist', {
      name: 'coins',
      label: 'CoinGecko coin ids',
      type: 'text',
      required: true,
      admin: {
        description: `1 to ${MAX_EMBED_COINS}, separated by commas: bitcoin, ethereum, solana`,
      },
    }),
  ],
}

/** The portfolio simulator in its fixed-price mode, starting from cash and a few buys. */
const PortfolioSimulatorBlock: Block = {
  slug: 'portfolioSimulator',
  labels: { singular: 'Portfolio simulator', plural: 'Portfolio simulators' },
  jsx: PORTFOLIO_SIMULATOR_JSX,
  fields: [
    checked('portfolioSimulator', {
      name: 'cash',
      label: 'Starting virtual cash (USD)',
      type: 'number',
      required: true,
      defaultValue: 10_000,
    }),
    checked('portfolioSimulator', {
      name: 'buys',
      label: 'Starting buys',
      type: 'array',
      maxRows: MAX_EMBED_BUYS,
      labels: { singular: 'Buy', plural: 'Buys' },
      admin: {
        description: 'Bought at the simulator’s fixed sample prices; together within the cash.',
      },
      fields: [
        {
          name: 'symbol',
          label: 'Asset',
          type: 'select',
          required: true,
          options: SIMULATOR_ASSETS.map((asset) => ({
            label: `${asset.name} (${asset.symbol})`,
            value: asset.symbol,
          })),
        },
        { name: 'usd', label: 'Amount (USD)', type: 'number', required: true },
      ],
    }),
  ],
}

export const TOOL_BLOCKS = [YieldCalculatorBlock, WatchlistBlock, PortfolioSimulatorBlock]
