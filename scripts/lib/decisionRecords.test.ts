import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { ROOT } from './paths'

const DECISIONS = path.join(ROOT, 'docs', 'decisions')
const SECTION = '## Alternatives considered'

/** The numbered records (docs/decisions/README.md is the index, not a record). */
const records = (await readdir(DECISIONS)).filter((name) => /^[0-9].*\.md$/.test(name)).sort()

/** The lines under a `## ` heading, up to the next one; undefined when there is no such heading. */
function section(text: string, heading: string): string[] | undefined {
  const lines = text.split('\n')
  const start = lines.findIndex((line) => line.trimEnd() === heading)
  if (start === -1) return undefined
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '))
  return lines.slice(start + 1, end === -1 ? undefined : end)
}

/** Top-level bullets only: a wrapped line or a nested list is not another alternative. */
const bullets = (lines: string[]) => lines.filter((line) => /^[-*] \S/.test(line)).length

const headingAt = (text: string, heading: string) =>
  text.split('\n').findIndex((line) => line.trimEnd() === heading)

// docs/decisions/README.md: every record names the options it did not take, and what each would
// have cost, so that a reader about to undo a decision sees what was weighed against it.
describe('the decision records', () => {
  it('are found', () => {
    expect(records.length).toBeGreaterThan(0)
  })

  it.each(records)(
    '%s has an "Alternatives considered" section with at least two bullets',
    async (name) => {
      const text = await readFile(path.join(DECISIONS, name), 'utf8')
      const alternatives = section(text, SECTION)
      expect(alternatives, `docs/decisions/${name} has no "${SECTION}" section`).toBeDefined()
      expect(
        bullets(alternatives ?? []),
        `docs/decisions/${name}: "${SECTION}" needs at least two bullet items`,
      ).toBeGreaterThanOrEqual(2)
    },
  )

  it.each(records)('%s puts it after "## Decision" and before "## Consequences"', async (name) => {
    const text = await readFile(path.join(DECISIONS, name), 'utf8')
    const decision = headingAt(text, '## Decision')
    const alternatives = headingAt(text, SECTION)
    const consequences = headingAt(text, '## Consequences')
    expect(
      decision !== -1 &&
        decision < alternatives &&
        (consequences === -1 || alternatives < consequences),
      `docs/decisions/${name}: "${SECTION}" belongs between "## Decision" and "## Consequences"`,
    ).toBe(true)
  })
})
