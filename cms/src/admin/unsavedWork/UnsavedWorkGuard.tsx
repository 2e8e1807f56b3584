'use client'

import {
  LeaveWithoutSaving,
  useAllFormFields,
  useDocumentInfo,
  useForm,
  useFormModified,
} from '@payloadcms/ui'
import { useCallback, useEffect, useRef, useState } from 'react'

import { useSaveDraftNow, useSaveOutcomes } from '@/compat/documentSaves'

import { LocalTime } from '../LocalTime'
import {
  forgetKeptEdits,
  keepEdits,
  keptEditsKey,
  readKeptEdits,
  type KeptEdits,
} from './keptEdits'
import { asksBeforeLeaving, saveFailureMessage, type SaveFailure } from './saveFailure'
import { UnsavedWorkBanner } from './UnsavedWorkBanner'
import { useExplainFailure } from './useExplainFailure'
import { useWarnBeforeUnload } from './useWarnBeforeUnload'

/**
 * Nothing typed into a saved document is lost to a failed save (docs/product.md, When a save
 * fails): until a save stores them, the form's values are kept in this browser, a banner says why
 * saving fails, and leaving the page asks. Reopening the document offers edits kept earlier.
 */
export function UnsavedWorkGuard() {
  const { id, collectionSlug } = useDocumentInfo()
  if (id === undefined || !collectionSlug) return null
  const storageKey = keptEditsKey(collectionSlug, id)
  return <Guard key={storageKey} storageKey={storageKey} />
}

/** `undefined` until the browser's copy has been read. */
type Offer = KeptEdits | null | undefined

function Guard({ storageKey }: { storageKey: string }) {
  const { getData, reset, setModified } = useForm()
  const [fields] = useAllFormFields()
  const modified = useFormModified()
  const [offer, setOffer] = useState<Offer>(undefined)
  const [failure, setFailure] = useState<SaveFailure | null>(null)
  const [keptInBrowser, setKeptInBrowser] = useState(true)
  const [savingNow, setSavingNow] = useState(false)
  const [restoredAt, setRestoredAt] = useState<number | null>(null)
  const explainFailure = useExplainFailure(setFailure)
  const saveDraftNow = useSaveDraftNow()

  useEffect(() => setOffer(readKeptEdits(localStorage, storageKey)), [storageKey])

  useSaveOutcomes((outcome) => {
    if (outcome === 'saved') explainFailure.cancel()
    else explainFailure.run()
  })

  useEffect(() => {
    if (offer === undefined) return
    // An offer not yet taken or declined is never overwritten: what is typed meanwhile is not kept.
    if (offer) setKeptInBrowser(!modified)
    else if (modified || failure) setKeptInBrowser(keepEdits(localStorage, storageKey, getData()))
    else forgetKeptEdits(localStorage, storageKey)
  }, [fields, modified, failure, offer, storageKey, getData])

  const saveNow = useCallback(async () => {
    setSavingNow(true)
    const saved = await saveDraftNow()
    setSavingNow(false)
    if (!saved) explainFailure.run()
  }, [saveDraftNow, explainFailure])

  // Once the restored values are the form's (the render after reset), they are saved at once.
  const latestSaveNow = useRef(saveNow)
  latestSaveNow.current = saveNow
  useEffect(() => {
    if (restoredAt !== null) void latestSaveNow.current()
  }, [restoredAt])

  // The copy stays in the browser until the restored values are saved.
  const restore = async (kept: KeptEdits) => {
    await reset(kept.data)
    setModified(true)
    setOffer(null)
    setRestoredAt(Date.now())
  }

  const discard = () => {
    forgetKeptEdits(localStorage, storageKey)
    setOffer(null)
  }

  useWarnBeforeUnload(modified || failure !== null)

  return (
    <>
      {(failure === null || asksBeforeLeaving(failure)) && <LeaveWithoutSaving />}
      {failure ? (
        <UnsavedWorkBanner
          kind="alert"
          heading="Not saved"
          message={saveFailureMessage(failure, keptInBrowser)}
          actions={[
            offer
              ? { label: 'Restore kept changes', onClick: () => void restore(offer) }
              : { label: 'Save now', onClick: () => void saveNow(), disabled: savingNow },
          ]}
        />
      ) : (
        offer && (
          <UnsavedWorkBanner
            kind="status"
            heading="Unsaved changes kept in this browser"
            message={
              <>
                Changes you made here were not saved; this browser kept them at{' '}
                <LocalTime at={offer.keptAt} pattern="d MMM yyyy, HH:mm:ss" />.
              </>
            }
            actions={[
              { label: 'Restore kept changes', onClick: () => void restore(offer) },
              { label: 'Discard them', onClick: discard },
            ]}
          />
        )
      )}
    </>
  )
}
