const FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "19 Nov 2026": the same on the server and in every reader's browser. */
export function formatDate(iso: string): string {
  return FORMAT.format(new Date(iso))
}
