'use client'

import {
  Button,
  toast,
  useDocumentInfo,
  useFormBackgroundProcessing,
  useFormProcessing,
} from '@payloadcms/ui'

import { useArticleReview } from './useArticleReview'

/** Asks the editors to review the saved draft; it then waits in their review queue. */
export function SubmitForReviewButton() {
  const { id } = useDocumentInfo()
  if (id === undefined) return null
  return <Submit articleId={String(id)} />
}

function Submit({ articleId }: { articleId: string }) {
  const { state, submit } = useArticleReview(articleId)
  // Not while a save is on its way: the editors would review what the save replaces.
  const saving = useFormProcessing()
  const autosaving = useFormBackgroundProcessing()
  const requested = state.data?.review === 'requested'
  const label = requested
    ? 'Review requested'
    : state.data?.review === 'changes-requested'
      ? 'Resubmit for review'
      : 'Submit for review'
  return (
    <Button
      size="medium"
      margin={false}
      disabled={requested || submit.isPending || saving || autosaving || !state.data}
      onClick={() =>
        submit.mutate(undefined, {
          onSuccess: () =>
            toast.success('Submitted for review', {
              description: 'The editors see it in their review queue.',
            }),
          onError: (error) => toast.error('Not submitted', { description: error.message }),
        })
      }
    >
      {label}
    </Button>
  )
}
