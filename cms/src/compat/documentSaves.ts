'use client'

/**
 * Fence: how Payload's admin saves the open document. Its hooks expose the pieces but Payload does
 * not promise how they move together, and the save guard (admin/unsavedWork) reads them so:
 * - an autosave runs as the form's background processing (`Autosave` sets it around `submit`);
 * - a save that succeeded is reported through `useDocumentEvents` (the edit view's `onSave`);
 * - a refused draft save leaves the form modified (`Form`'s `submit`), a stored one does not;
 * - an autosave is a PATCH of `{api}/{collection}/{id}?autosave=true&draft=true` with `_status`
 *   draft, its values not replacing what was typed meanwhile, which `useSaveDraftNow` repeats.
 * Canary: documentSaves.canary.test.ts.
 */
import {
  useConfig,
  useDocumentEvents,
  useDocumentInfo,
  useForm,
  useFormBackgroundProcessing,
  useFormModified,
} from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import { useCallback, useEffect, useRef } from 'react'

export type SaveOutcome = 'saved' | 'failed'

/** Calls `onOutcome` as each save of the open document ends: stored, or refused or lost. */
export function useSaveOutcomes(onOutcome: (outcome: SaveOutcome) => void): void {
  const { id, collectionSlug } = useDocumentInfo()
  const { mostRecentUpdate } = useDocumentEvents()
  const autosaving = useFormBackgroundProcessing()
  const modified = useFormModified()
  // The events outlive the view: the update reported before it opened is not one of its saves.
  const seenUpdate = useRef(mostRecentUpdate)
  const savedSinceStart = useRef(false)
  const wasAutosaving = useRef(false)
  const report = useRef(onOutcome)
  report.current = onOutcome

  useEffect(() => {
    if (mostRecentUpdate === seenUpdate.current) return
    seenUpdate.current = mostRecentUpdate
    if (mostRecentUpdate?.entitySlug !== collectionSlug || mostRecentUpdate?.id !== id) return
    savedSinceStart.current = true
    report.current('saved')
  }, [mostRecentUpdate, collectionSlug, id])

  useEffect(() => {
    if (autosaving && !wasAutosaving.current) savedSinceStart.current = false
    if (!autosaving && wasAutosaving.current && !savedSinceStart.current && modified)
      report.current('failed')
    wasAutosaving.current = autosaving
  }, [autosaving, modified])
}

/** Saves the open document's draft now, as its autosave does; resolves whether it was stored. */
export function useSaveDraftNow(): () => Promise<boolean> {
  const { submit } = useForm()
  const { id, collectionSlug } = useDocumentInfo()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  return useCallback(async () => {
    const result = await submit({
      action: formatAdminURL({
        apiRoute: api,
        path: `/${collectionSlug}/${id}?autosave=true&draft=true&depth=0`,
      }),
      method: 'PATCH',
      overrides: { _status: 'draft' },
      acceptValues: { overrideLocalChanges: false },
      disableFormWhileProcessing: false,
      disableSuccessStatus: true,
      skipValidation: true,
    })
    return Boolean(result?.res.ok)
  }, [submit, api, collectionSlug, id])
}
