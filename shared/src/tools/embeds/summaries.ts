import { formatUsd } from '../format'
import { calculateYield } from '../yield/math'
import { findProtocol } from '../yield/protocols'
import { formatYieldQuery } from '../yield/shareQuery'
import type {
  SimulatorEmbedSettings,
  ToolEmbed,
  ToolEmbedKind,
  WatchlistEmbedSettings,
  YieldEmbedSettings,
} from './settings'
import { scenarioPortfolio } from './scenario'

/** Each embeddable tool's standalone page and name. */
export const TOOL_EMBED_PAGES: Readonly<Record<ToolEmbedKind, { path: string; name: string }>> = {
  yield: { path: '/tools/defi-yield', name: 'DeFi Yield Calculator' },
  watchlist: { path: '/tools/watchlist', name: 'Crypto Watchlist' },
  simulator: { path: '/tools/portfolio-simulator', name: 'Portfolio Simulator' },
}

const PERCENT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 8 })
const LIST = new Intl.ListFormat('en', { type: 'conjunction' })

function yieldSummary(settings: YieldEmbedSettings): string {
  const protocol = settings.protocol === undefined ? undefined : findProtocol(settings.protocol)
  const apy = settings.apy ?? protocol?.apy ?? 0
  const rate = `${PERCENT.format(apy)}% APY${protocol ? ` (${protocol.name}, ${protocol.token})` : ''}`
  const result = calculateYield(settings.amount, apy, settings.frequency)
  const start = formatUsd(settings.amount)
  return result
    ? `At ${rate} compounded ${settings.frequency}, ${start} becomes ${formatUsd(result.finalBalance)} in a year.`
    : `At ${rate} compounded ${settings.frequency}, ${start} grows beyond what can be calculated in a year.`
}

function watchlistSummary(settings: WatchlistEmbedSettings): string {
  return `A watchlist of ${LIST.format(settings.coins)} (CoinGecko ids) with live prices and 24-hour moves.`
}

function simulatorSummary(settings: SimulatorEmbedSettings): string {
  const cash = `${formatUsd(settings.cash)} of virtual cash`
  if (settings.buys.length === 0)
    return `A practice portfolio starting with ${cash}, trading 8 sample assets at fixed prices.`
  // What the tool will actually hold: a buy gets as much of the asset as its dollars pay for, on
  // the simulator's amount grid, so it can cost a fraction of a cent less than the editor wrote.
  const started = scenarioPortfolio(settings, new Date(0), () => '')
  const bought = [...started.trades].reverse()
  const buys = LIST.format(bought.map((trade) => `${formatUsd(trade.total)} of ${trade.symbol}`))
  return `A practice portfolio starting with ${cash}: it buys ${buys} at fixed sample prices and keeps ${formatUsd(started.cash)} in cash.`
}

/** What the embedded tool starts with, in one sentence that makes sense without the tool. */
export function toolEmbedSummary(embed: ToolEmbed): string {
  switch (embed.tool) {
    case 'yield':
      return yieldSummary(embed.settings)
    case 'watchlist':
      return watchlistSummary(embed.settings)
    case 'simulator':
      return simulatorSummary(embed.settings)
  }
}

/** The standalone tool's address, with the yield calculator's settings in its query. */
export function toolEmbedLink(embed: ToolEmbed): string {
  const { path } = TOOL_EMBED_PAGES[embed.tool]
  if (embed.tool !== 'yield') return path
  const query = formatYieldQuery(embed.settings)
  return query ? `${path}?${query}` : path
}
