/**
 * Canary for documentSaves.ts: Payload's admin still saves the open document the way the save
 * guard reads it (autosave as background processing, successes reported as document events, a
 * refused draft left modified) and its autosave still sends what useSaveDraftNow repeats.
 */
import { describe, expect, it } from 'vitest'

import { readInstalled } from './installedPackages'

const UI = '@payloadcms/ui'
const broken = (what: string) =>
  `cms/src/compat/documentSaves.ts reads how Payload's admin saves a document: ${what}`

const squeezed = (source: string) => source.replace(/\s+/g, ' ')

describe("Payload's admin saving the open document", () => {
  it('autosaves as background processing, a draft PATCH that keeps what was typed meanwhile', async () => {
    const autosave = squeezed(await readInstalled(UI, 'dist/elements/Autosave/index.js'))
    expect(autosave, broken('autosave no longer marks background processing')).toMatch(
      /beforeProcess: \(\) => \{ setBackgroundProcessing\(true\);/,
    )
    expect(autosave, broken('autosave no longer ends its background processing')).toMatch(
      /afterProcess: \(\) => \{ setBackgroundProcessing\(false\);/,
    )
    for (const part of [
      'autosave: true',
      'draft: true',
      "method = 'PATCH'",
      "_status: 'draft'",
      'overrideLocalChanges: false',
      'disableFormWhileProcessing: false',
      'disableSuccessStatus: true',
    ])
      expect(autosave, broken(`its autosave request lost ${part}`)).toContain(part)
  })

  it('reports each stored save of the edit view as a document event', async () => {
    const view = squeezed(await readInstalled(UI, 'dist/views/Edit/index.js'))
    const onSave = view.slice(view.indexOf('const onSave = useCallback'))
    expect(onSave, broken('the edit view has no onSave')).not.toBe('')
    expect(onSave, broken('onSave no longer reports the update')).toMatch(
      /reportUpdate\(\{ id, doc: document,[^}]*operation: 'update'/,
    )
    expect(view, broken('onSave is no longer the form’s onSuccess')).toContain('onSuccess: onSave')
  })

  it('leaves a refused draft save modified and a stored one not', async () => {
    const form = squeezed(await readInstalled(UI, 'dist/forms/Form/index.js'))
    expect(form, broken('a refused draft is no longer kept modified')).toMatch(
      /if \(overridesFromArgs\['_status'\] === 'draft'\) \{ setModified\(true\);/,
    )
    expect(form, broken('a stored save no longer clears modified')).toMatch(
      /if \(!modifiedWhileProcessingRef\.current\) \{ setModified\(false\);/,
    )
    expect(form, broken('submit no longer answers with the response')).toMatch(
      /return \{ formState: contextRef\.current\.fields, res \};/,
    )
  })

  it('exports the hooks the fence and the guard use', async () => {
    const exports = await readInstalled(UI, 'dist/exports/client/index.d.ts')
    for (const hook of [
      'useDocumentEvents',
      'useFormBackgroundProcessing',
      'useFormModified',
      'LeaveWithoutSaving',
    ])
      expect(exports, broken(`@payloadcms/ui no longer exports ${hook}`)).toContain(hook)
  })
})
