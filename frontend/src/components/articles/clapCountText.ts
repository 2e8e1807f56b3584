/** Counts from here on are written short ("1.2K"), so that every count fits the room kept for it. */
const SHORT_CLAP_COUNT_FROM = 1000

/** English compact notation's units, largest last. */
const UNITS = [
  { size: 1e3, suffix: 'K' },
  { size: 1e6, suffix: 'M' },
  { size: 1e9, suffix: 'B' },
  { size: 1e12, suffix: 'T' },
] as const

/**
 * `claps` in `Intl.NumberFormat('en', { notation: 'compact' })`'s words, by arithmetic: a page's
 * first compact formatter cost its browser ~45 ms of one task while the page was hydrating (its
 * locale data loads when it is made), every clap button's module made one, and a count never
 * needs more than this. Below ten of a unit, one decimal place; from ten, whole units; halves
 * round up, as Intl's do; a count that rounds to 1,000 of a unit is 1 of the next.
 */
function compactCount(claps: number): string {
  for (const [index, unit] of UNITS.entries()) {
    const largest = index === UNITS.length - 1
    // Integer arithmetic, exact while claps * 10 < 2^53: 1,150 / 1,000 is 1.1499… as a float.
    const tenths = Math.floor((claps * 10 + unit.size / 2) / unit.size)
    if (tenths < 100) return `${tenths / 10}${unit.suffix}`
    const whole = Math.floor((claps + unit.size / 2) / unit.size)
    if (whole < 1000 || largest) return `${whole}${unit.suffix}`
  }
  throw new Error('unreachable: the largest unit writes every count')
}

/**
 * A clap count as the button shows it: in full up to 999, then in at most four characters ("1.2K",
 * "12K", "123K", "1.2M"), which the button keeps room for before the count arrives
 * (docs/decisions/0046-clap-counts-fit-their-room.md).
 */
export const clapCountText = (claps: number): string =>
  claps < SHORT_CLAP_COUNT_FROM ? String(claps) : compactCount(claps)
