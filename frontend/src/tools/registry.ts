type ToolId = 'yield' | 'watchlist' | 'simulator'

export interface ToolCard {
  id: ToolId
  /** The tool's address under /tools. */
  slug: string
  name: string
  category: string
  difficulty: 'Beginner' | 'Intermediate'
  description: string
  features: string[]
}

/** The three launchable tools of docs/product.md#screens, in the order the overview shows them. */
export const TOOLS: ToolCard[] = [
  {
    id: 'yield',
    slug: 'defi-yield',
    name: 'DeFi Yield Calculator',
    category: 'DeFi',
    difficulty: 'Beginner',
    description:
      'See what an APY really pays, and what compounding adds, before you deposit anything.',
    features: [
      '38 real protocols to compare',
      'Daily, weekly, monthly or yearly compounding',
      'Simple vs compounded growth chart',
    ],
  },
  {
    id: 'watchlist',
    slug: 'watchlist',
    name: 'Crypto Watchlist',
    category: 'Markets',
    difficulty: 'Beginner',
    description: 'Follow the coins you are curious about with live prices and 24-hour moves.',
    features: ['Live market prices', '24h change, high and low', 'Saved in your browser'],
  },
  {
    id: 'simulator',
    slug: 'portfolio-simulator',
    name: 'Portfolio Simulator',
    category: 'Trading',
    difficulty: 'Intermediate',
    description:
      'Practise buying and selling with $10,000 of virtual money. No risk, real lessons.',
    features: [
      '$10,000 virtual cash',
      'Weighted average buy prices',
      'Trade history and total return',
    ],
  },
]

export const COMING_SOON = [
  'Social Trading Simulator',
  'Options Calculator',
  'Tax Calculator',
] as const

export function toolPath(tool: ToolCard): string {
  return `/tools/${tool.slug}`
}

export function findToolBySlug(slug: string): ToolCard | undefined {
  return TOOLS.find((tool) => tool.slug === slug)
}
