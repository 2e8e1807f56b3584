import type AxeBuilder from '@axe-core/playwright'

/** The serious and critical violations axe finds, one line each ("rule: targets"), for toEqual([]). */
export async function seriousViolations(axe: AxeBuilder): Promise<string[]> {
  const { violations } = await axe.analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
}
