/** Longer than any video a player would start into; a bigger number is a typo or hostile. */
const MAX_START_SECONDS = 24 * 60 * 60

/**
 * The start time a video link asks for, in whole seconds: `42`, `42s`, `1m2s` or `1h2m3s` (the
 * forms YouTube and Vimeo write in `t=`, `start=` and `#t=`); null for none, zero or anything else.
 */
export function parseVideoStartSeconds(value: string | null | undefined): number | null {
  const match = /^(?:(\d{1,2})h)?(?:(\d{1,4})m)?(?:(\d{1,5})s?)?$/.exec(value?.trim() ?? '')
  if (!match || !value?.trim()) return null
  const [, hours = '0', minutes = '0', seconds = '0'] = match
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)
  return total > 0 && total <= MAX_START_SECONDS ? total : null
}

/** The `t` of a `#t=…` fragment, or null. */
function fragmentTime(url: URL): string | null {
  return new URLSearchParams(url.hash.slice(1)).get('t')
}

/** The start time a pasted YouTube or Vimeo URL carries, in seconds, or null. */
export function videoStartSeconds(url: URL): number | null {
  for (const candidate of [
    url.searchParams.get('start'),
    url.searchParams.get('t'),
    fragmentTime(url),
  ]) {
    const seconds = parseVideoStartSeconds(candidate)
    if (seconds !== null) return seconds
  }
  return null
}
