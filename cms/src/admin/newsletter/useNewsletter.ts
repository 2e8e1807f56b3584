import { messageBodySchema } from '@blockwise/shared/schemas/contract'
import {
  newsletterDigestSchema,
  newsletterIssueListSchema,
  newsletterIssueProposedSchema,
  newsletterSendStartedSchema,
  newsletterSubscriberCountsSchema,
  type NewsletterIssue,
} from '@blockwise/shared/schemas/newsletter'
import { toast } from '@payloadcms/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, type RefObject } from 'react'

import { ApiError, callApi, failureMessage } from '../api'

const PREVIEW_PATH = '/api/newsletter/digest/preview'
const ISSUES_PATH = '/api/newsletter/issues'
const COUNTS_PATH = '/api/newsletter/subscribers/counts'
export const SUBSCRIBERS_CSV_PATH = '/api/newsletter/subscribers.csv'

/** While an issue is sending, or a send was just asked for, the counts are looked at this often. */
const FOLLOW_MS = 2_000
/** How long after "Send now" the issues are followed before the job has picked the send up. */
const FOLLOW_AFTER_SEND_MS = 30_000

const isSending = (issue: NewsletterIssue) => issue.status === 'sending'

export function useDigestPreview() {
  return useQuery({
    queryKey: [PREVIEW_PATH],
    queryFn: () => callApi(PREVIEW_PATH, newsletterDigestSchema),
  })
}

export function useSubscriberCounts() {
  return useQuery({
    queryKey: [COUNTS_PATH],
    queryFn: () => callApi(COUNTS_PATH, newsletterSubscriberCountsSchema),
  })
}

/** What of the issues list changes as sends progress. */
const progress = (issues: NewsletterIssue[] | undefined) =>
  issues?.map((issue) => `${issue.id}:${issue.status}:${issue.sent}:${issue.failed}`).join()

/**
 * Past issues, followed every 2 s while one is sending (or a send was just asked for). As a send
 * progresses, the preview's recipient count and the subscriber counts are read again.
 */
export function useIssues(followUntil: RefObject<number>) {
  const queryClient = useQueryClient()
  const issues = useQuery({
    queryKey: [ISSUES_PATH],
    queryFn: () => callApi(ISSUES_PATH, newsletterIssueListSchema),
    refetchInterval: (query) =>
      query.state.data?.some(isSending) || Date.now() < followUntil.current ? FOLLOW_MS : false,
  })
  const current = progress(issues.data)
  const seen = useRef(current)
  useEffect(() => {
    if (seen.current === current) return
    if (seen.current !== undefined) {
      void queryClient.invalidateQueries({ queryKey: [PREVIEW_PATH] })
      void queryClient.invalidateQueries({ queryKey: [COUNTS_PATH] })
    }
    seen.current = current
  }, [current, queryClient])
  return issues
}

/** Reads everything on the screen again. */
export function useRefreshNewsletter() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all(
      [PREVIEW_PATH, ISSUES_PATH, COUNTS_PATH].map((path) =>
        queryClient.invalidateQueries({ queryKey: [path] }),
      ),
    )
}

/** "Send test to me": the digest to the logged-in editor only. */
export function useSendTest() {
  return useMutation({
    mutationFn: () => callApi('/api/newsletter/digest/test', messageBodySchema, { method: 'POST' }),
    onSuccess: ({ message }) => toast.success('Test sent', { description: message }),
    onError: (error) =>
      toast.error('Test not sent', {
        description: failureMessage(error, 'The test could not be sent. Please try again.'),
      }),
  })
}

/** "Propose it now": this week's issue as a draft to curate, before its usual day-ahead proposal. */
export function useProposeIssue() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      callApi('/api/newsletter/digest/propose', newsletterIssueProposedSchema, { method: 'POST' }),
    onSuccess: ({ week }) =>
      toast.success('Issue proposed', {
        description: `The ${week} issue is ready for you to curate and approve.`,
      }),
    onError: (error) =>
      toast.error('Not proposed', {
        description: failureMessage(error, 'The issue could not be proposed. Please try again.'),
      }),
    onSettled: () =>
      Promise.all(
        [PREVIEW_PATH, ISSUES_PATH].map((path) =>
          queryClient.invalidateQueries({ queryKey: [path] }),
        ),
      ),
  })
}

/** What to say when "Send now" is refused. */
function sendNowFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 409)
    return `${error.serverMessage ?? 'This week’s digest is already being sent'}. Its progress shows under Past issues; nobody is mailed twice.`
  return failureMessage(error, 'The digest could not be sent. Please try again.')
}

/** "Send now": this week's issue to every active subscriber who has not had it. */
export function useSendNow(followUntil: RefObject<number>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      callApi('/api/newsletter/digest/send', newsletterSendStartedSchema, { method: 'POST' }),
    onSuccess: ({ message }) => {
      toast.success('Sending started', { description: message })
      followUntil.current = Date.now() + FOLLOW_AFTER_SEND_MS
    },
    onError: (error) => toast.error('Not sent', { description: sendNowFailure(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ISSUES_PATH] }),
  })
}
