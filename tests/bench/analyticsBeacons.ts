import { SCROLL_QUARTERS, type BeaconEvent } from '@blockwise/shared/schemas/analytics'

/** A reader's browser: a bot's user agent (or none) would be answered but never stored. */
export const BROWSER_HEADERS = {
  'content-type': 'application/json',
  'user-agent':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
}

const REFERRERS = ['', 'https://www.google.com/', 'https://news.ycombinator.com/', 'https://x.com/']
const QUERIES = ['bitcoin etf', 'stablecoins', 'zk rollup', 'solana staking', 'defi yield']
const NEWSLETTER_QUERY = '?utm_source=newsletter&utm_medium=email&utm_campaign=week-49'

/**
 * The `sent`-th beacon: mostly page views (some from a search engine or a newsletter campaign),
 * then reads, scroll depths and searches.
 */
function beaconEvent(sent: number, path: string): BeaconEvent {
  if (sent % 20 === 0)
    return {
      kind: 'search',
      path: '/search',
      query: QUERIES[sent % QUERIES.length] ?? 'bitcoin',
      results: sent % 4,
    }
  const slot = sent % 10
  if (slot === 1) return { kind: 'read', path }
  if (slot === 2)
    return { kind: 'scroll', path, depth: SCROLL_QUARTERS[Math.floor(sent / 10) % 4] ?? 1 }
  return {
    kind: 'pageview',
    path,
    referrer: REFERRERS[sent % REFERRERS.length],
    query: sent % 7 === 0 ? NEWSLETTER_QUERY : '',
  }
}

/** The beacons' bodies, varied as readers' are, over the given article paths. */
export function beaconBodies(articlePaths: readonly string[]): () => string {
  let sent = 0
  return () => {
    sent++
    return JSON.stringify(beaconEvent(sent, articlePaths[sent % articlePaths.length] ?? '/'))
  }
}
