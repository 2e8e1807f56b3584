/** One sentence for the page of each tag the seed's articles carry, by tag name. */
export const seedTagDescriptions: Record<string, string> = {
  Beginners: 'Plain-language guides for anyone taking their first steps into crypto.',
  Bitcoin: 'The first cryptocurrency: its network, its halvings, its price and its politics.',
  DeFi: 'Lending, trading and earning on blockchains without a bank in the middle.',
  Ethereum: 'The programmable blockchain behind most tokens, apps and upgrades in crypto.',
  'Layer 2': 'Rollups and other networks that make Ethereum faster and cheaper to use.',
  Markets: 'Prices, flows and the forces moving crypto markets week by week.',
  Regulation: 'How lawmakers and regulators around the world are writing the rules for crypto.',
  Security: 'Scams, hacks and the habits that keep your coins where they belong.',
  Stablecoins: 'Tokens pegged to the dollar and other currencies, and what keeps them stable.',
  Staking: 'Locking up coins to secure a network, and what it really earns you.',
  Wallets: 'Choosing, setting up and safeguarding the wallets that hold your keys.',
}
