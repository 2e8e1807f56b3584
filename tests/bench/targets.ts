/** The benchmark's targets, each with how it is judged from the measured figures. */
export interface Verdict {
  what: string
  target: string
  measured: string
  met: boolean
}

export const verdict = (what: string, target: string, measured: string, met: boolean): Verdict => ({
  what,
  target,
  measured,
  met,
})

export function markdownTable(verdicts: Verdict[]): string {
  const rows = verdicts.map(
    (row) => `| ${row.what} | ${row.target} | ${row.measured} | ${row.met ? '✅' : '❌'} |`,
  )
  return ['| what | target | measured | met |', '|---|---|---|---|', ...rows].join('\n')
}
