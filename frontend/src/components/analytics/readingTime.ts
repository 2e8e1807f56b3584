import { WORDS_PER_MINUTE } from '@blockwise/shared/constants'

/** A reader's pace on screen, in words a minute, for "has had the time to read it". */
const READING_WORDS_PER_MINUTE = 230
/** However short the article, a read takes at least this long. */
export const MIN_READING_SECONDS = 10

/**
 * Seconds a reader must have had the article in front of them for it to count as read: its words
 * at 230 a minute, at least 10 s. The page knows the article's read time (minutes at
 * WORDS_PER_MINUTE, rounded up, or the writer's own), not its words: they are taken from it.
 */
export function secondsToRead(readTimeMinutes: number): number {
  const words = readTimeMinutes * WORDS_PER_MINUTE
  return Math.max(MIN_READING_SECONDS, (words / READING_WORDS_PER_MINUTE) * 60)
}
