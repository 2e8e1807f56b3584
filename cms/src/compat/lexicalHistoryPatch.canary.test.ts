/**
 * Canary for patches/@payloadcms+richtext-lexical+*.patch (decision 0005): the patch is made for
 * the installed version, it is applied, the editor chunk it rewrites is still the one the admin
 * loads, and Lexical's registerHistory still takes the cap as its sixth argument.
 */
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { installedVersion, readInstalled } from './installedPackages'

const PACKAGE = '@payloadcms/richtext-lexical'
const FIELD_CHUNK = 'dist/exports/client/Field-YZR46UCY.js'

const broken = (what: string) =>
  `patches/@payloadcms+richtext-lexical+*.patch caps the editor's undo history: ${what}`

describe("the patch to Payload's rich-text editor (its undo history)", () => {
  it('is named for the installed version', async () => {
    const patches = await readdir(path.join(import.meta.dirname, '../../../patches'))
    const ours = patches.filter((file) => file.startsWith('@payloadcms+richtext-lexical+'))
    expect(ours, broken('it is not named for the installed version: redo it')).toEqual([
      `@payloadcms+richtext-lexical+${await installedVersion(PACKAGE)}.patch`,
    ])
  })

  it("is applied to the chunk the admin's client entry loads", async () => {
    const entry = await readInstalled(PACKAGE, 'dist/exports/client/index.js')
    expect(entry, broken('the editor moved to another chunk')).toContain(path.basename(FIELD_CHUNK))
    const field = await readInstalled(PACKAGE, FIELD_CHUNK)
    expect(field, broken('it is not applied')).toContain('from"./CappedHistoryPlugin.js"')
    expect(field, broken("Lexical's uncapped history is still mounted")).not.toContain(
      'LexicalHistoryPlugin.js',
    )
    const plugin = await readInstalled(PACKAGE, 'dist/exports/client/CappedHistoryPlugin.js')
    expect(plugin, broken('the cap is not 100 steps')).toContain('MAX_UNDO_STEPS = 100')
  })

  it('relies on a registerHistory whose sixth argument caps the undo stack', async () => {
    const types = await readInstalled('@lexical/history', 'dist/index.d.ts')
    expect(types, broken("registerHistory's arguments changed")).toMatch(
      /registerHistory\(editor: [^,]+, historyState: [^,]+, delay: [^,]+?, dateNow\?: [^,]+, onHistoryStateChange\?: [^,]+, maxDepth\?:/,
    )
  })
})
