import { decodedPage } from '../../frontend/src/lib/pageTemplates/decodedPage'

/**
 * Where two pages differ to a browser (decodedPage), or null when they are the same page: a page
 * filled from templates against the page Next renders.
 */
export function pageDifference(filled: string, byNext: string): string | null {
  const [one, other] = [decodedPage(filled), decodedPage(byNext)]
  for (const part of ['html', 'payload', 'hints'] as const) {
    const [a, b] = [one[part], other[part]]
    if (a === b) continue
    let at = 0
    while (a[at] === b[at]) at++
    const around = (text: string) => text.slice(Math.max(0, at - 150), at + 150)
    return `${part} differs at ${at}:\n filled: ${around(a)}\n by Next: ${around(b)}`
  }
  return null
}
