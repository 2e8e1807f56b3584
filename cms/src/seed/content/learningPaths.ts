import type { PathLevel } from '@blockwise/shared/learningPaths/index'

export interface SeedLearningPath {
  title: string
  slug: string
  description: string
  level: PathLevel
  /** Slugs of seeded learn articles, in reading order. */
  lessons: string[]
}

/** Two series built from the seed's learn articles, for /learn and the lessons' bars. */
export const seedLearningPaths: SeedLearningPath[] = [
  {
    title: 'DeFi From Zero',
    slug: 'defi-from-zero',
    description:
      'Start with what a blockchain is and finish able to judge a yield offer on your own. Five short lessons take you from blocks and wallets through gas fees to lending, trading and what an APY really pays.',
    level: 'beginner',
    lessons: [
      'what-is-a-blockchain',
      'what-is-a-crypto-wallet-hot-vs-cold-storage',
      'how-gas-fees-work',
      'what-is-defi',
      'what-apy-means-and-how-compounding-works',
    ],
  },
  {
    title: 'Crypto Safety Basics',
    slug: 'crypto-safety-basics',
    description:
      'Three lessons on keeping what you own: who really controls your coins, where to keep the keys, and how to recognise the scams that target newcomers before they cost you anything.',
    level: 'beginner',
    lessons: [
      'public-keys-private-keys-and-seed-phrases',
      'what-is-a-crypto-wallet-hot-vs-cold-storage',
      'how-to-spot-crypto-scams',
    ],
  },
]
