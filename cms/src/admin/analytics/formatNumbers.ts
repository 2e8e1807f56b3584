const COUNT = new Intl.NumberFormat('en-GB')
const PERCENT = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 })

/** What a rate shows when there is nothing to divide by. */
export const NO_RATE = '—'

/** A count as the analytics show it: 12,345. */
export const formatCount = (count: number) => COUNT.format(count)

/** A share from 0 to 1 as a percentage: 0.4567 → 45.7%. */
export const formatShare = (share: number) => PERCENT.format(share)

/** Reads ÷ article page views (the API's `readRate`); a dash when no article was viewed. */
export const readRateText = (readRate: number | null) =>
  readRate === null ? NO_RATE : formatShare(readRate)

/** Clicks ÷ deliveries of a newsletter issue; a dash when it reached nobody. */
export const clickRateText = (clicks: number, deliveries: number) =>
  deliveries > 0 ? formatShare(clicks / deliveries) : NO_RATE

/** An issue's opens: only counted when the open pixel was on as it was sent. */
export const opensText = (opens: number | null) =>
  opens === null ? 'not tracked' : formatCount(opens)
