import '@blockwise/shared/zodInBrowsers'
import { toast, useConfig, useDocumentInfo, useForm } from '@payloadcms/ui'
import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'

import { callApi } from '../api'

export const PROPOSAL_PATH = 'generation.proposedSeoTitle'

const decisionSchema = z.object({ id: z.string(), seoTitle: z.string().nullable() })
const savedArticleSchema = z.looseObject({ updatedAt: z.string() })

type Decision = { seoTitle: string } | null

/**
 * Accept (with the proposal) and reject (null) of an article's proposed SEO title. The server saves
 * the decision at once; the open form and document are then brought in line with that save without
 * touching the editor's other unsaved edits.
 */
function useDecide(articleId: string) {
  const { dispatchFields } = useForm()
  const { setData } = useDocumentInfo()
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
    if (article) setData(article)
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
