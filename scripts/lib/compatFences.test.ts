import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { ROOT } from './paths'

/** The folders holding every touch of the frameworks' internals, each with its README. */
const FOLDERS = ['cms/src/compat', 'frontend/src/compat']
const OPERATIONS = 'docs/operations.md'
const UPGRADING = '## Upgrading Payload and Next'

/** In a compat folder, what is not a fence: tests, the README, and the canaries' helper. */
const notAFence = (name: string) =>
  name.endsWith('.test.ts') || name === 'README.md' || name === 'installedPackages.ts'

/** The fence files of a folder (its files only: a fence is one file). */
async function fenceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(ROOT, folder), { withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && !notAFence(entry.name))
    .map((entry) => entry.name)
    .sort()
}

/** The cells of a Markdown table row, trimmed. */
const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim())

/** The Markdown tables of a text: each its header's cells and its rows' cells. */
function tables(text: string): Array<{ header: string[]; rows: string[][] }> {
  const found: Array<{ header: string[]; rows: string[][] }> = []
  let current: string[] = []
  for (const line of [...text.split('\n'), '']) {
    if (line.trim().startsWith('|')) {
      current.push(line)
      continue
    }
    if (current.length >= 2) {
      const [header, , ...rows] = current.map(cells)
      found.push({ header: header!, rows })
    }
    current = []
  }
  return found
}

const unticked = (cell: string) => cell.replace(/`/g, '').trim()

/** What a compat folder's README says: the fences its `Fence` tables list, every canary it names. */
async function readme(folder: string) {
  const text = await readFile(path.join(ROOT, folder, 'README.md'), 'utf8')
  const all = tables(text)
  const fenceTables = all.filter((table) => table.header[0] === 'Fence')
  const fences = fenceTables.flatMap((table) => table.rows.map((row) => unticked(row[0] ?? '')))
  const canaries = all.flatMap((table) => {
    const column = table.header.indexOf('Canary')
    if (column === -1) return []
    return table.rows.flatMap((row) =>
      [...(row[column] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1]!),
    )
  })
  return { fenceTables: fenceTables.length, fences, canaries }
}

/** The lines under a `## ` heading, up to the next one, as one text; '' when there is none. */
function section(text: string, heading: string): string {
  const lines = text.split('\n')
  const start = lines.findIndex((line) => line.trimEnd() === heading)
  if (start === -1) return ''
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '))
  return lines.slice(start + 1, end === -1 ? undefined : end).join('\n')
}

const missingFrom = (names: readonly string[], from: readonly string[]) =>
  names.filter((name) => !from.includes(name)).sort()

// cms/src/compat/README.md and frontend/src/compat/README.md: every touch of the frameworks'
// internals is a fence in one of those folders, with a row in its README naming its canary, and a
// line in the upgrade checklist of docs/operations.md saying what to check by hand.
describe.each(FOLDERS)('the fences of %s', (folder) => {
  it('each have a row in its README, and every row a fence', async () => {
    const files = await fenceFiles(folder)
    const { fenceTables, fences } = await readme(folder)
    expect(fenceTables, `${folder}/README.md has no table headed "| Fence |"`).toBeGreaterThan(0)
    expect(files.length, `${folder} holds no fence`).toBeGreaterThan(0)
    const unlisted = missingFrom(files, fences)
    const gone = missingFrom(fences, files)
    expect(
      { unlisted, gone },
      `${folder}/README.md: no row for [${unlisted.join(', ')}]; ` +
        `rows for what is not a fence in ${folder}: [${gone.join(', ')}]`,
    ).toEqual({ unlisted: [], gone: [] })
  })

  it('have each canary their README names', async () => {
    const files = await readdir(path.join(ROOT, folder))
    const { canaries } = await readme(folder)
    expect(canaries.length, `${folder}/README.md names no canary`).toBeGreaterThan(0)
    const missing = missingFrom([...new Set(canaries)], files)
    expect(
      missing,
      `${folder}/README.md names canaries not in ${folder}: ${missing.join(', ')}`,
    ).toEqual([])
  })

  it(`are each in the "${UPGRADING}" checklist of ${OPERATIONS}`, async () => {
    const checklist = section(await readFile(path.join(ROOT, OPERATIONS), 'utf8'), UPGRADING)
    expect(checklist, `${OPERATIONS} has no "${UPGRADING}" section`).not.toBe('')
    const unchecked = (await fenceFiles(folder)).filter(
      (name) => !checklist.includes(`\`${name}\``),
    )
    expect(
      unchecked,
      `${OPERATIONS}, "${UPGRADING}", names no check for these fences of ${folder}: ${unchecked.join(', ')}`,
    ).toEqual([])
  })
})
