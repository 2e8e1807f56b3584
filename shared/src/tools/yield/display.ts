/** Texts the yield calculator shows for its figures. */

/** An APY as an unsigned percentage with 2 decimals: 4.8 → '4.80%' (a rate, not a change). */
export function formatApy(apyPercent: number): string {
  return `${apyPercent.toFixed(2)}%`
}

const AS_OF = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** An ISO day as the site writes dates: '2025-08-24' → '24 August 2025'. */
export function formatAsOfDate(isoDay: string): string {
  return AS_OF.format(new Date(`${isoDay}T00:00:00Z`))
}
