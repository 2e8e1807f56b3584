import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { BROWSER_STORAGE } from './browserStorage'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')
const SOURCES = ['frontend/src', 'shared/src'].map((folder) => path.join(ROOT, folder))

/** Where the code writes to the browser, capturing the constant naming what it writes. */
const STORES = [
  /localStorage\.setItem\(\s*([A-Z][A-Z0-9_]*)/g,
  /sessionStorage\.setItem\(\s*([A-Z][A-Z0-9_]*)/g,
  /cookies\(\)\)\.set\(\s*([A-Z][A-Z0-9_]*)/g,
  /`\$\{([A-Z][A-Z0-9_]*_COOKIE)\}=/g,
]
/** Next's draft mode sets its own cookie. */
const DRAFT_MODE = /draftMode\(\)\)\.enable\(\)/
const NEXT_DRAFT_MODE_COOKIE = '__prerender_bypass'

async function sourceFiles(): Promise<Map<string, string>> {
  const files = new Map<string, string>()
  for (const folder of SOURCES) {
    for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) {
        continue
      }
      const file = path.join(entry.parentPath, entry.name)
      files.set(file, await readFile(file, 'utf8'))
    }
  }
  return files
}

/** The names the code stores things under in the browser, each constant resolved to its text. */
async function storedNames(): Promise<Set<string>> {
  const files = await sourceFiles()
  const everything = [...files.values()].join('\n')
  const names = new Set<string>()
  for (const source of files.values()) {
    for (const pattern of STORES) {
      for (const [, constant] of source.matchAll(pattern)) {
        const declared = new RegExp(`export const ${constant} = '([^']+)'`).exec(everything)
        expect(declared, `the value of ${constant}`).not.toBeNull()
        names.add(declared?.[1] ?? '')
      }
    }
    if (DRAFT_MODE.test(source)) names.add(NEXT_DRAFT_MODE_COOKIE)
  }
  return names
}

describe('what the Cookie Policy says the Site keeps in the browser', () => {
  it('is exactly what the code stores, by name', async () => {
    const listed = BROWSER_STORAGE.map((entry) => entry.name)
    expect(new Set(listed).size).toBe(listed.length)
    expect([...(await storedNames())].toSorted()).toEqual(listed.toSorted())
  })
})
