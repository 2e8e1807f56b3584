import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
/** Where the apps and their scripts read their configuration (tests set their own). */
const SOURCES = ['cms/src', 'frontend/src', 'shared/src', 'scripts']
/** Set by Next.js itself, never by an operator. */
const FRAMEWORK = new Set(['NEXT_PHASE'])
const READS = [
  /process\.env\.([A-Z][A-Z0-9_]*)/g,
  // The start scripts read some through a helper taking the name.
  /\bpersistentSecret\((?:[^,()]*, )?'([A-Z][A-Z0-9_]*)'/g,
]
/** Each app's environment schema (cms/src/environment.ts, frontend/src/siteEnvironment.ts): its keys. */
const SCHEMA_FILE = /(^|\/)(environment|siteEnvironment)\.ts$/
const SCHEMA_KEY = /^ {2}([A-Z][A-Z0-9_]*): /gm

async function variablesTheCodeReads(): Promise<Set<string>> {
  const names = new Set<string>()
  for (const dir of SOURCES) {
    const files = (await readdir(path.join(ROOT, dir), { recursive: true })).filter(
      (file) => /\.(ts|tsx|mjs)$/.test(file) && !file.includes('node_modules'),
    )
    for (const file of files) {
      const source = await readFile(path.join(ROOT, dir, file), 'utf8')
      for (const pattern of SCHEMA_FILE.test(file) ? [...READS, SCHEMA_KEY] : READS)
        for (const match of source.matchAll(pattern)) names.add(match[1] ?? '')
    }
  }
  for (const name of FRAMEWORK) names.delete(name)
  return names
}

describe('.env.example', () => {
  it('lists every variable the code reads', async () => {
    const example = await readFile(path.join(ROOT, '.env.example'), 'utf8')
    // Set (NAME=…) or shown with its default (# NAME=…).
    const listed = new Set([...example.matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]))
    const read = await variablesTheCodeReads()
    expect(read.size).toBeGreaterThan(30)
    expect([...read].filter((name) => !listed.has(name)).sort()).toEqual([])
  })
})
