const WHEN = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
})

/** A moment as the editorial home shows it: in UTC, like the digest's schedule. */
export const formatWhen = (iso: string) => `${WHEN.format(new Date(iso))} UTC`
