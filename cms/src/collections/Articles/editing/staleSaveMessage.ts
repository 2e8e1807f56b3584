const SAVED_AT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
})

/** An instant as the refusal names it, e.g. `5 Dec 14:02:05 UTC`. */
export function savedAtInUtc(instant: number): string {
  const part = Object.fromEntries(
    SAVED_AT.formatToParts(instant).map(({ type, value }) => [type, value]),
  )
  return `${part.day} ${part.month} ${part.hour}:${part.minute}:${part.second} UTC`
}

/** Who saved, as an editor reads it: their name (else email), or no account at all. */
export const saverName = (name: string | null) => name ?? 'an automatic job'

/**
 * What a save refused for being stale answers (409): what happened and what to do. Payload's admin
 * shows what follows the first colon as one field error per comma, so the sentence has none.
 */
export function staleSaveMessage(savedBy: string | null, savedAt: number): string {
  return (
    `Not saved: a newer version of this article was saved by ${saverName(savedBy)} at ` +
    `${savedAtInUtc(savedAt)} after you opened it. Your changes are kept as a version of their ` +
    'own in Versions where you can compare both. Reload to continue from the newer version and ' +
    'restore yours from Versions if it should win.'
  )
}
