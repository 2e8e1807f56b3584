/** The built-in DeFi protocol table of the yield calculator (docs/product.md#screens, #entities: 38 entries). */

export const RISK_LEVELS = ['Low', 'Medium', 'High'] as const
export type RiskLevel = (typeof RISK_LEVELS)[number]

export const PROTOCOL_CATEGORIES = [
  'Lending',
  'Staking',
  'Liquidity Pool',
  'Yield Farming',
] as const
export type ProtocolCategory = (typeof PROTOCOL_CATEGORIES)[number]

export interface DefiProtocol {
  /** Unique display name; the calculator selects a protocol by it. */
  name: string
  /** The asset (or pair) a reader deposits to earn the quoted APY. */
  token: string
  /** Annual percentage yield in percent: 4.8 means 4.8 %. */
  apy: number
  /** Total value locked as text with a B or M suffix: '12.4B', '850M' (see `parseTvl`). */
  tvl: string
  riskLevel: RiskLevel
  category: ProtocolCategory
}

/** The day the figures below were compiled; the table shows it next to the source note. */
export const PROTOCOLS_AS_OF = '2025-08-24'

export const PROTOCOLS_SOURCE =
  'Representative figures compiled from public protocol dashboards and DefiLlama. APYs and TVL change constantly: check the protocol itself before acting.'

/**
 * Representative, rounded figures for well-known protocols, for education. Risk levels are our
 * editorial reading (age, audits, incidents, leverage, dependence on token incentives), not ratings.
 */
export const PROTOCOLS: readonly DefiProtocol[] = [
  // Lending: lend an asset to borrowers through an over-collateralised market.
  { name: 'Aave V3', token: 'USDC', apy: 4.8, tvl: '38.2B', riskLevel: 'Low', category: 'Lending' },
  {
    name: 'Compound V3',
    token: 'USDC',
    apy: 4.3,
    tvl: '3.1B',
    riskLevel: 'Low',
    category: 'Lending',
  },
  { name: 'Spark', token: 'USDS', apy: 4.5, tvl: '4.6B', riskLevel: 'Low', category: 'Lending' },
  {
    name: 'MakerDAO DSR',
    token: 'DAI',
    apy: 2.75,
    tvl: '1.4B',
    riskLevel: 'Low',
    category: 'Lending',
  },
  {
    name: 'Morpho',
    token: 'USDC',
    apy: 6.2,
    tvl: '7.1B',
    riskLevel: 'Medium',
    category: 'Lending',
  },
  {
    name: 'Kamino',
    token: 'USDC',
    apy: 7.4,
    tvl: '2.6B',
    riskLevel: 'Medium',
    category: 'Lending',
  },
  { name: 'Fluid', token: 'USDC', apy: 6.8, tvl: '2.9B', riskLevel: 'Medium', category: 'Lending' },
  {
    name: 'Maple Finance',
    token: 'USDC',
    apy: 9.5,
    tvl: '2.5B',
    riskLevel: 'Medium',
    category: 'Lending',
  },
  { name: 'Venus', token: 'USDT', apy: 5.1, tvl: '1.9B', riskLevel: 'Medium', category: 'Lending' },
  { name: 'Euler', token: 'USDC', apy: 7.9, tvl: '1.2B', riskLevel: 'Medium', category: 'Lending' },

  // Staking: secure a proof-of-stake network (directly, liquid or restaked) for its rewards.
  { name: 'Lido', token: 'ETH', apy: 2.8, tvl: '36.5B', riskLevel: 'Low', category: 'Staking' },
  {
    name: 'Rocket Pool',
    token: 'ETH',
    apy: 2.6,
    tvl: '2.8B',
    riskLevel: 'Low',
    category: 'Staking',
  },
  {
    name: 'EigenLayer',
    token: 'ETH',
    apy: 4.1,
    tvl: '19.8B',
    riskLevel: 'Medium',
    category: 'Staking',
  },
  {
    name: 'ether.fi',
    token: 'ETH',
    apy: 3.2,
    tvl: '11.4B',
    riskLevel: 'Medium',
    category: 'Staking',
  },
  { name: 'Jito', token: 'SOL', apy: 7.6, tvl: '3.0B', riskLevel: 'Low', category: 'Staking' },
  { name: 'Marinade', token: 'SOL', apy: 7.1, tvl: '1.5B', riskLevel: 'Low', category: 'Staking' },
  {
    name: 'Frax Ether',
    token: 'ETH',
    apy: 2.9,
    tvl: '380M',
    riskLevel: 'Medium',
    category: 'Staking',
  },
  {
    name: 'Kelp DAO',
    token: 'ETH',
    apy: 3.05,
    tvl: '1.8B',
    riskLevel: 'Medium',
    category: 'Staking',
  },
  {
    name: 'Benqi Liquid Staking',
    token: 'AVAX',
    apy: 5.4,
    tvl: '460M',
    riskLevel: 'Low',
    category: 'Staking',
  },
  { name: 'Ethena', token: 'USDe', apy: 9.8, tvl: '5.2B', riskLevel: 'High', category: 'Staking' },

  // Liquidity pools: earn trading fees (and often incentives) by providing both sides of a pair.
  {
    name: 'Curve',
    token: 'DAI/USDC/USDT',
    apy: 2.1,
    tvl: '2.3B',
    riskLevel: 'Low',
    category: 'Liquidity Pool',
  },
  {
    name: 'Uniswap V3',
    token: 'ETH/USDC',
    apy: 14.2,
    tvl: '4.9B',
    riskLevel: 'Medium',
    category: 'Liquidity Pool',
  },
  {
    name: 'Balancer',
    token: 'wstETH/WETH',
    apy: 3.6,
    tvl: '780M',
    riskLevel: 'Low',
    category: 'Liquidity Pool',
  },
  {
    name: 'PancakeSwap',
    token: 'CAKE/BNB',
    apy: 18.5,
    tvl: '2.4B',
    riskLevel: 'Medium',
    category: 'Liquidity Pool',
  },
  {
    name: 'Aerodrome',
    token: 'USDC/AERO',
    apy: 32.5,
    tvl: '1.1B',
    riskLevel: 'High',
    category: 'Liquidity Pool',
  },
  {
    name: 'Raydium',
    token: 'SOL/USDC',
    apy: 24.8,
    tvl: '2.1B',
    riskLevel: 'Medium',
    category: 'Liquidity Pool',
  },
  {
    name: 'Orca',
    token: 'SOL/USDC',
    apy: 19.7,
    tvl: '390M',
    riskLevel: 'Medium',
    category: 'Liquidity Pool',
  },
  {
    name: 'GMX',
    token: 'ETH/USDC',
    apy: 12.5,
    tvl: '480M',
    riskLevel: 'High',
    category: 'Liquidity Pool',
  },
  {
    name: 'Velodrome',
    token: 'VELO/USDC',
    apy: 28.0,
    tvl: '220M',
    riskLevel: 'High',
    category: 'Liquidity Pool',
  },

  // Yield farming: vaults and strategies that stack or auto-compound other protocols' rewards.
  {
    name: 'Convex Finance',
    token: 'cvxCRV',
    apy: 14.6,
    tvl: '1.0B',
    riskLevel: 'Medium',
    category: 'Yield Farming',
  },
  {
    name: 'Yearn Finance',
    token: 'USDC',
    apy: 6.5,
    tvl: '450M',
    riskLevel: 'Medium',
    category: 'Yield Farming',
  },
  {
    name: 'Pendle',
    token: 'sUSDe',
    apy: 11.3,
    tvl: '8.9B',
    riskLevel: 'Medium',
    category: 'Yield Farming',
  },
  {
    name: 'Beefy',
    token: 'USDC/WETH',
    apy: 15.6,
    tvl: '290M',
    riskLevel: 'Medium',
    category: 'Yield Farming',
  },
  {
    name: 'Aura Finance',
    token: 'auraBAL',
    apy: 12.8,
    tvl: '510M',
    riskLevel: 'Medium',
    category: 'Yield Farming',
  },
  {
    name: 'Stake DAO',
    token: 'sdCRV',
    apy: 16.5,
    tvl: '230M',
    riskLevel: 'High',
    category: 'Yield Farming',
  },
  {
    name: 'Gearbox',
    token: 'ETH',
    apy: 13.4,
    tvl: '120M',
    riskLevel: 'High',
    category: 'Yield Farming',
  },
  {
    name: 'Alpaca Finance',
    token: 'BNB',
    apy: 22.0,
    tvl: '60M',
    riskLevel: 'High',
    category: 'Yield Farming',
  },
  {
    name: 'Harvest Finance',
    token: 'USDC',
    apy: 8.1,
    tvl: '75M',
    riskLevel: 'High',
    category: 'Yield Farming',
  },
]

/** The protocol with this name, if any. */
export function findProtocol(name: string): DefiProtocol | undefined {
  return PROTOCOLS.find((protocol) => protocol.name === name)
}
