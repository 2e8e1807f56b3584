/** Chart and badge colours: one per asset, told apart from each other and from cash. */
const COLORS: Record<string, string> = {
  cash: '#94a3b8',
  BTC: '#f7931a',
  ETH: '#627eea',
  SOL: '#14b8a6',
  ADA: '#1e3a8a',
  AVAX: '#e84142',
  DOT: '#e6007a',
  LINK: '#0ea5e9',
  UNI: '#84cc16',
}

export function colorOf(key: string): string {
  return COLORS[key] ?? '#64748b'
}
