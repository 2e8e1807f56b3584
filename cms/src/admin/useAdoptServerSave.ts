import '@blockwise/shared/zodInBrowsers'
import { useConfig, useDocumentInfo, useForm } from '@payloadcms/ui'
import { z } from 'zod'

import { callApi } from './api'
import { versionStateAfterDecision } from './seoTitle/versionState'

const savedArticleSchema = z.looseObject({
  updatedAt: z.string(),
  _status: z.string().nullish(),
})

/** Form paths and the values a server call saved for them. */
export type SavedValues = Array<[path: string, value: unknown]>

/**
 * For decisions the server saves at once while the article's edit view is open (an SEO title, a
 * proposed tag): puts the saved values into the form as its unmodified state, then brings the
 * document, its status and its version count in line with that save, leaving the editor's other
 * unsaved edits as they are.
 */
export function useAdoptServerSave(articleId: string) {
  const { dispatchFields } = useForm()
  const {
    hasPublishedDoc,
    incrementVersionCount,
    setData,
    setHasPublishedDoc,
    setLastUpdateTime,
    setMostRecentVersionIsAutosaved,
    setUnpublishedVersionCount,
  } = useDocumentInfo()
  const { serverURL, routes } = useConfig().config

  return async (saved: SavedValues) => {
    for (const [path, value] of saved) {
      dispatchFields({ type: 'UPDATE', path, value, initialValue: value })
    }
    // The open document becomes as recent as the server's save, as after the form's own save.
    // Otherwise the next edit finds a newer updatedAt on the server and Payload warns that another
    // user modified the document, offering a reload that drops the unsaved edits.
    const article = await callApi(
      `${serverURL}${routes.api}/articles/${articleId}?depth=0&draft=true`,
      savedArticleSchema,
    ).catch(() => null)
    if (!article) return
    setData(article)
    // The status and Publish follow the save, as after Payload's own Publish or autosave: Published
    // with nothing to publish when the save went live and no draft is left, else a pending draft.
    const state = versionStateAfterDecision(article._status, hasPublishedDoc)
    setHasPublishedDoc(state.hasPublishedDoc)
    setUnpublishedVersionCount(state.unpublishedVersionCount)
    // The save made a version of its own, not an autosave: the next autosave adds one.
    setMostRecentVersionIsAutosaved(false)
    incrementVersionCount()
    const savedAt = Date.parse(article.updatedAt)
    if (Number.isFinite(savedAt)) setLastUpdateTime(savedAt)
  }
}
