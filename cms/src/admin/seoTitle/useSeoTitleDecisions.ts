import '@blockwise/shared/zodInBrowsers'
import { toast } from '@payloadcms/ui'
import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'

import { callApi } from '../api'
import { useAdoptServerSave } from '../useAdoptServerSave'

export const PROPOSAL_PATH = 'generation.proposedSeoTitle'

const decisionSchema = z.object({ id: z.string(), seoTitle: z.string().nullable() })

type Decision = { seoTitle: string } | null

/**
 * Accept (with the proposal) and reject (null) of an article's proposed SEO title. The server saves
 * the decision at once (accepted for a live article, it is published at once, docs/product.md);
 * the open form, document and version status are then brought in line with that save without
 * touching the editor's other unsaved edits.
 */
function useDecide(articleId: string) {
  const adoptServerSave = useAdoptServerSave(articleId)

  return async (decision: Decision) => {
    const { seoTitle } = await callApi(
      `/api/articles/${articleId}/${decision ? 'accept' : 'reject'}-seo-title`,
      decisionSchema,
      { method: 'POST', body: decision ?? undefined },
    )
    await adoptServerSave([
      ['seoTitle', seoTitle],
      [PROPOSAL_PATH, null],
    ])
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
