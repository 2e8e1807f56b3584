import '@blockwise/shared/zodInBrowsers'
import { toast, useConfig } from '@payloadcms/ui'
import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'

import { useAdoptServerSave } from '../useAdoptServerSave'

export const PROPOSED_TAGS_PATH = 'proposedTags'

const decidedSchema = z.object({
  id: z.string(),
  tags: z.array(z.string()),
  proposedTags: z.array(z.string()),
})
/** Payload's own error envelope, which the decision endpoints answer in. */
const refusalSchema = z.object({ errors: z.array(z.object({ message: z.string() })).min(1) })

export interface ProposedTagDecision {
  decision: 'accept' | 'dismiss'
  name: string
}

async function sendDecision(
  apiUrl: string,
  articleId: string,
  { decision, name }: ProposedTagDecision,
) {
  const response = await fetch(`${apiUrl}/articles/${articleId}/${decision}-proposed-tag`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  })
  const json: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const refusal = refusalSchema.safeParse(json).data?.errors[0]?.message
    throw new Error(refusal ?? `The server answered ${response.status}`)
  }
  const decided = decidedSchema.safeParse(json)
  if (!decided.success) throw new Error('The server’s answer could not be read')
  return decided.data
}

/**
 * Accepting (the tag is created when none matches, then added) or dismissing one of the article's
 * proposed tags. The server saves the decision at once; the open form then takes in the saved
 * tags and proposals and the document's new version (useAdoptServerSave).
 */
export function useProposedTagDecision(articleId: string) {
  const { serverURL, routes } = useConfig().config
  const adoptServerSave = useAdoptServerSave(articleId)

  return useMutation({
    mutationFn: async (decision: ProposedTagDecision) => {
      const decided = await sendDecision(`${serverURL}${routes.api}`, articleId, decision)
      await adoptServerSave([
        ['tags', decided.tags],
        [PROPOSED_TAGS_PATH, decided.proposedTags],
      ])
    },
    onSuccess: (_, { decision, name }) =>
      toast.success(decision === 'accept' ? `Tag “${name}” added` : `Proposal “${name}” dismissed`),
    onError: (error, { decision }) =>
      toast.error(decision === 'accept' ? 'Accept failed' : 'Dismiss failed', {
        description: error.message,
      }),
  })
}
