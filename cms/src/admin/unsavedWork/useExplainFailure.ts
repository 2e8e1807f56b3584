'use client'

import { useConfig, useDocumentInfo, useForm } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import { useCallback, useMemo, useRef } from 'react'

import { fieldLabelOf } from './fieldLabel'
import { diagnoseSaveFailure, firstInvalidField, type SaveFailure } from './saveFailure'

/**
 * Finds out why the last save failed and reports it; a save that succeeds meanwhile cancels the
 * report, so a slow answer never shows an old failure.
 */
export function useExplainFailure(report: (failure: SaveFailure | null) => void) {
  const { getFields } = useForm()
  const { docConfig } = useDocumentInfo()
  const {
    config: {
      admin: { user: userSlug },
      routes: { api },
    },
  } = useConfig()
  const attempt = useRef(0)

  const cancel = useCallback(() => {
    attempt.current += 1
    report(null)
  }, [report])

  const run = useCallback(() => {
    const current = ++attempt.current
    const isLoggedIn = async () => {
      const response = await fetch(formatAdminURL({ apiRoute: api, path: `/${userSlug}/me` }), {
        credentials: 'include',
      })
      if (!response.ok) throw new Error(`The CMS answered ${response.status}`)
      return ((await response.json()) as { user?: unknown }).user != null
    }
    const invalidField = firstInvalidField(getFields(), (path) =>
      fieldLabelOf(docConfig?.fields ?? [], path),
    )
    void diagnoseSaveFailure({ online: navigator.onLine, isLoggedIn, invalidField }).then(
      (failure) => {
        if (attempt.current === current) report(failure)
      },
    )
  }, [api, userSlug, getFields, docConfig, report])

  return useMemo(() => ({ run, cancel }), [run, cancel])
}
