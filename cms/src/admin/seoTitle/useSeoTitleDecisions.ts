import '@blockwise/shared/zodInBrowsers'
import { toast, useForm } from '@payloadcms/ui'
import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'

import { callApi } from '../api'

export const PROPOSAL_PATH = 'generation.proposedSeoTitle'

const decisionSchema = z.object({ id: z.string(), seoTitle: z.string().nullable() })

/**
 * Accept and reject for an article's proposed SEO title. Both are saved by the server at once, so
 * the form is brought in line with what was saved (without marking it as having unsaved changes).
 */
export function useSeoTitleDecisions(articleId: string) {
  const { dispatchFields } = useForm()
  const showSaved = ({ seoTitle }: z.infer<typeof decisionSchema>) => {
    const saved: Array<[string, string | null]> = [
      ['seoTitle', seoTitle],
      [PROPOSAL_PATH, null],
    ]
    for (const [path, value] of saved) {
      dispatchFields({ type: 'UPDATE', path, value, initialValue: value })
    }
  }
  const articlePath = `/api/articles/${articleId}`

  const accept = useMutation({
    mutationFn: (proposal: string) =>
      callApi(`${articlePath}/accept-seo-title`, decisionSchema, {
        method: 'POST',
        body: { seoTitle: proposal },
      }),
    onSuccess: (saved) => {
      showSaved(saved)
      toast.success('SEO Title Accepted', {
        description: 'The SEO title has been saved and will be used for this article.',
      })
    },
    onError: () =>
      toast.error('Accept Failed', {
        description: 'Failed to accept SEO title. Please try again.',
      }),
  })

  const reject = useMutation({
    mutationFn: () =>
      callApi(`${articlePath}/reject-seo-title`, decisionSchema, { method: 'POST' }),
    onSuccess: (saved) => {
      showSaved(saved)
      toast.success('SEO Title Rejected', {
        description: 'The SEO title has been rejected and cleared.',
      })
    },
    onError: () =>
      toast.error('Reject Failed', {
        description: 'Failed to reject SEO title. Please try again.',
      }),
  })

  return { accept, reject }
}
