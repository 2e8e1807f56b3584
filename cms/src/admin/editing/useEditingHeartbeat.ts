import '@blockwise/shared/zodInBrowsers'
import { useAuth, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useEffect, useRef, useState } from 'react'
import { z } from 'zod'

import { EDITING_HEARTBEAT_MS } from '../../collections/Articles/editing/timing'
import { callApi } from '../api'
import { editingNotice, type EditingState } from './editingNotice'

const accountSchema = z.object({ id: z.string(), name: z.string() })
const stateSchema: z.ZodType<EditingState> = z.object({
  holder: accountSchema.nullable(),
  latest: z.object({
    versionId: z.string().nullable(),
    savedAt: z.string(),
    savedBy: accountSchema.nullable(),
  }),
  kept: z.object({ versionId: z.string(), keptAt: z.string() }).nullable(),
})

/** The id of an account as Payload's admin hands it: the account, or its id. */
function idOf(account: unknown): string | null {
  const id =
    typeof account === 'object' && account !== null && 'id' in account ? account.id : account
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null
}

/**
 * The open edit view's heartbeat (docs/product.md, Locks and conflicts): it holds the article
 * while the editor has it open, or only watches it while Payload shows it as another's; a closed
 * tab lets the lock go at once, and a crashed one lets it lapse. Answers what to tell the editor.
 */
export function useEditingHeartbeat(articleId: string) {
  const { user } = useAuth()
  const { currentEditor } = useDocumentInfo()
  const { serverURL, routes } = useConfig().config
  const editedFrom = useFormFields(([fields]) => fields.editedFrom?.value)
  const me = idOf(user)
  const url = `${serverURL}${routes.api}/articles/${articleId}/editing`
  const othersEditor = idOf(currentEditor) !== null && idOf(currentEditor) !== me
  const intent = useRef<'hold' | 'watch'>('hold')
  intent.current = othersEditor ? 'watch' : 'hold'
  const [beat, setBeat] = useState<{ state: EditingState; takenOver: boolean } | null>(null)

  useEffect(() => {
    let held = false
    let takenOver = false
    let stopped = false
    const renew = async () => {
      const state = await callApi(url, stateSchema, {
        method: 'POST',
        body: { intent: intent.current },
      }).catch(() => null)
      if (stopped || !state) return
      const holder = state.holder?.id ?? null
      takenOver = holder !== null && holder !== me && (takenOver || held)
      held = holder === me
      setBeat({ state, takenOver })
    }
    const release = () => {
      if (intent.current !== 'hold') return
      const body = new Blob([JSON.stringify({ intent: 'release' })], { type: 'application/json' })
      navigator.sendBeacon(url, body)
    }
    void renew()
    const timer = setInterval(() => void renew(), EDITING_HEARTBEAT_MS)
    window.addEventListener('pagehide', release)
    return () => {
      stopped = true
      clearInterval(timer)
      window.removeEventListener('pagehide', release)
    }
  }, [url, me])

  if (!beat || !me) return null
  const loadedFrom = typeof editedFrom === 'string' ? editedFrom : null
  return editingNotice(beat.state, { me, editedFrom: loadedFrom, takenOver: beat.takenOver })
}
