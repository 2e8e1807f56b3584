/** Counts from here on are written short ("1.2K"), so that every count fits the room kept for it. */
const SHORT_CLAP_COUNT_FROM = 1000

const short = new Intl.NumberFormat('en', { notation: 'compact' })

/**
 * A clap count as the button shows it: in full up to 999, then in at most four characters ("1.2K",
 * "12K", "123K", "1.2M"), which the button keeps room for before the count arrives
 * (docs/decisions/0046-clap-counts-fit-their-room.md).
 */
export const clapCountText = (claps: number): string =>
  claps < SHORT_CLAP_COUNT_FROM ? String(claps) : short.format(claps)
