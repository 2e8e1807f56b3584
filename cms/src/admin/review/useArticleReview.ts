import '@blockwise/shared/zodInBrowsers'
import { useConfig } from '@payloadcms/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'

import { reviewAnswerSchema, type ReviewAnswer } from '@/collections/Articles/review/reviewState'

/** Calls a review endpoint; a refusal throws the server's own message (Payload's `errors`). */
async function callReviewEndpoint(
  url: string,
  schema: z.ZodType<ReviewAnswer>,
  init: RequestInit = {},
): Promise<ReviewAnswer> {
  const response = await fetch(url, { credentials: 'include', ...init })
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const errors = (body as { errors?: Array<{ message?: string }> } | null)?.errors
    throw new Error(errors?.[0]?.message ?? `The server answered ${response.status}`)
  }
  return schema.parse(body)
}

/**
 * An article's review state (reviewEndpoints.ts) and the two changes of it the edit view makes:
 * submit for review, and (editors) send back with a note. The banner and the submit button share
 * one cached state, so each shows the other's change at once.
 */
export function useArticleReview(articleId: string) {
  const { serverURL, routes } = useConfig().config
  const base = `${serverURL}${routes.api}/articles/${encodeURIComponent(articleId)}`
  const client = useQueryClient()
  const queryKey = ['article-review', articleId]
  const remember = (answer: ReviewAnswer) => client.setQueryData(queryKey, answer)

  const state = useQuery({
    queryKey,
    queryFn: () => callReviewEndpoint(`${base}/review`, reviewAnswerSchema),
  })
  const submit = useMutation({
    mutationFn: () =>
      callReviewEndpoint(`${base}/submit-for-review`, reviewAnswerSchema, { method: 'POST' }),
    onSuccess: remember,
  })
  const sendBack = useMutation({
    mutationFn: (note: string) =>
      callReviewEndpoint(`${base}/send-back`, reviewAnswerSchema, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ note }),
      }),
    onSuccess: remember,
  })
  return { state, submit, sendBack }
}
