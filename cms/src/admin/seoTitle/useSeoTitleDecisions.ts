import '@blockwise/shared/zodInBrowsers'
import { toast, useConfig, useDocumentInfo, useForm } from '@payloadcms/ui'
import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'

import { callApi } from '../api'
import { versionStateAfterDecision } from './versionState'

export const PROPOSAL_PATH = 'generation.proposedSeoTitle'

const decisionSchema = z.object({ id: z.string(), seoTitle: z.string().nullable() })
const savedArticleSchema = z.looseObject({
  updatedAt: z.string(),
  _status: z.string().nullish(),
})

type Decision = { seoTitle: string } | null

/**
 * Accept (with the proposal) and reject (null) of an article's proposed SEO title. The server saves
 * the decision at once (accepted for a live article, it is published at once, docs/product.md);
 * the open form, document and version status are then brought in line with that save without
 * touching the editor's other unsaved edits.
 */
function useDecide(articleId: string) {
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

  return async (decision: Decision) => {
    const { seoTitle } = await callApi(
      `/api/articles/${articleId}/${decision ? 'accept' : 'reject'}-seo-title`,
      decisionSchema,
      { method: 'POST', body: decision ?? undefined },
    )
    const saved: Array<[string, string | null]> = [
      ['seoTitle', seoTitle],
      [PROPOSAL_PATH, null],
    ]
    for (const [path, value] of saved) {
      dispatchFields({ type: 'UPDATE', path, value, initialValue: value })
    }
    // The open document becomes as recent as the decision's save, as after the form's own save.
    // Otherwise the next edit finds a newer updatedAt on the server and Payload warns that another
    // user modified the document, offering a reload that drops the unsaved edits.
    const article = await callApi(
      `${serverURL}${routes.api}/articles/${articleId}?depth=0&draft=true`,
      savedArticleSchema,
    ).catch(() => null)
    if (!article) return
    setData(article)
    // The status and Publish follow the save, as after Payload's own Publish or autosave: Published
    // with nothing to publish when the title went live and no draft is left, else a pending draft.
    const state = versionStateAfterDecision(article._status, hasPublishedDoc)
    setHasPublishedDoc(state.hasPublishedDoc)
    setUnpublishedVersionCount(state.unpublishedVersionCount)
    // The decision saved a version of its own, not an autosave: the next autosave adds one.
    setMostRecentVersionIsAutosaved(false)
    incrementVersionCount()
    const savedAt = Date.parse(article.updatedAt)
    if (Number.isFinite(savedAt)) setLastUpdateTime(savedAt)
  }
}

export function useSeoTitleDecisions(articleId: string) {
  const decide = useDecide(articleId)

  const accept = useMutation({
    mutationFn: (proposal: string) => decide({ seoTitle: proposal }),
    onSuccess: () =>
      toast.success('SEO Title Accepted', {
        description: 'The SEO title has been saved and will be used for this article.',
      }),
    onError: () =>
      toast.error('Accept Failed', {
        description: 'Failed to accept SEO title. Please try again.',
      }),
  })

  const reject = useMutation({
    mutationFn: () => decide(null),
    onSuccess: () =>
      toast.success('SEO Title Rejected', {
        description: 'The SEO title has been rejected and cleared.',
      }),
    onError: () =>
      toast.error('Reject Failed', {
        description: 'Failed to reject SEO title. Please try again.',
      }),
  })

  return { accept, reject }
}
