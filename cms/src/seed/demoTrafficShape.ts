/**
 * The shape of the demo site's traffic (seedAnalytics.ts): how many page views each hour gets, and
 * the weighted lists the seed's statement draws sources, devices, pages and searches from.
 * Pure, so the shape is tested without a database; the statement adds the randomness.
 */

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

/**
 * Relative page views per UTC hour: quiet at night, up with Europe's morning, highest while
 * Europe's afternoon meets America's morning, lower through America's evening.
 */
export const HOURLY_WEIGHTS: readonly number[] = [
  3, 2, 2, 2, 2, 3, 4, 5, 6, 7, 7, 7, 8, 9, 10, 10, 9, 8, 7, 7, 6, 6, 5, 4,
]

/** Page views of a weekday at the start of the range; the range grows by GROWTH to its end. */
const WEEKDAY_PAGE_VIEWS = 1800
const WEEKEND_FACTOR = 0.65
const GROWTH = 0.2

interface HourOfTraffic {
  hour: Date
  pageViews: number
}

const isWeekend = (day: Date) => day.getUTCDay() === 0 || day.getUTCDay() === 6

/** A day's page views: the weekday base, less at weekends, growing over the range, ±8%. */
function dayPageViews(day: Date, dayIndex: number, days: number): number {
  const growth = 1 + (GROWTH * dayIndex) / Math.max(1, days - 1)
  const wobble = 1 + 0.08 * Math.sin(dayIndex * 2.3)
  return WEEKDAY_PAGE_VIEWS * growth * wobble * (isWeekend(day) ? WEEKEND_FACTOR : 1)
}

/**
 * Every hour from `days` UTC days before `now`'s day up to `now`, with its page views; the hour
 * `now` is in gets the share of it that has passed.
 */
export function trafficHours(now: Date, days: number): HourOfTraffic[] {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS
  const first = today - (days - 1) * DAY_MS
  const weightSum = HOURLY_WEIGHTS.reduce((sum, weight) => sum + weight, 0)
  const hours: HourOfTraffic[] = []
  for (let start = first; start < now.getTime(); start += HOUR_MS) {
    const dayIndex = Math.floor((start - first) / DAY_MS)
    const day = new Date(start - (start % DAY_MS))
    const hourOfDay = new Date(start).getUTCHours()
    const passed = Math.min(1, (now.getTime() - start) / HOUR_MS)
    const share = (HOURLY_WEIGHTS[hourOfDay] ?? 0) / weightSum
    hours.push({
      hour: new Date(start),
      pageViews: Math.round(dayPageViews(day, dayIndex, days) * share * passed),
    })
  }
  return hours
}

/** A weighted list as SQL draws from it: each value with the upper bound of its share of [0, 1). */
interface WeightedList {
  values: string[]
  bounds: number[]
}

export function weightedList(entries: ReadonlyArray<readonly [string, number]>): WeightedList {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0)
  let running = 0
  const bounds = entries.map(([, weight]) => (running += weight) / total)
  // Rounding must not leave a draw just under 1 without a value.
  bounds[bounds.length - 1] = 1
  return { values: entries.map(([value]) => value), bounds }
}

/** Where readers come from: a referrer host, '' for none, NEWSLETTER for the weekly e-mail. */
export const NEWSLETTER = 'newsletter'
export const SOURCES = weightedList([
  ['', 34],
  ['google.com', 30],
  ['news.ycombinator.com', 7],
  ['x.com', 8],
  ['reddit.com', 7],
  [NEWSLETTER, 14],
])

export const DEVICES = weightedList([
  ['mobile', 55],
  ['desktop', 38],
  ['tablet', 7],
])

/** The site's pages other than articles that readers land on. */
export const PAGES = weightedList([
  ['/', 40],
  ['/news', 14],
  ['/learn', 12],
  ['/analysis', 8],
  ['/opinion', 5],
  ['/glossary', 6],
  ['/tools', 6],
  ['/about', 3],
  ['/editorial-standards', 2],
  ['/newsletter', 4],
])

/** Normalised searches with how many results each finds; the zeros are the editors' gaps. */
export const SEARCHES: ReadonlyArray<readonly [query: string, results: number]> = [
  ['bitcoin etf', 6],
  ['ethereum', 9],
  ['stablecoins', 4],
  ['defi yield', 3],
  ['what is a blockchain', 5],
  ['impermanent loss', 2],
  ['layer 2', 3],
  ['solana staking', 0],
  ['zk rollup', 0],
  ['restaking risks', 0],
  ['hardware wallet', 1],
  ['tax on crypto', 0],
]

/** Share of page views sent with Sec-GPC or DNT: counted, without a visitor. */
export const PRIVATE_SHARE = 0.08
/** Share of the views of an article that read it to the end. */
export const READ_SHARE = 0.4
/** Share of page views that are of an article (when one was published by then). */
export const ARTICLE_SHARE = 0.68
/** How many page views one visitor makes in a day, on average. */
export const VIEWS_PER_VISITOR = 1.6
/** Searches a day. */
export const SEARCHES_PER_DAY = 45
