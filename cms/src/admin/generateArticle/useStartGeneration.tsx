import {
  generationStartedSchema,
  type GenerationRequest,
} from '@blockwise/shared/schemas/generation'
import { Link, toast } from '@payloadcms/ui'
import { useMutation } from '@tanstack/react-query'

import { callApi, failureMessage } from '../api'
import { useAdminHref } from '../useAdminHref'
import { EDITORIAL_VIEWS, articleEditPath } from '../views'

import { GENERATION_PATH } from './generation'

/** Starts a generation and tells the editor how it went, with links to follow it when it started. */
export function useStartGeneration({ onStarted }: { onStarted: () => void }) {
  const adminHref = useAdminHref()
  return useMutation({
    mutationFn: (request: GenerationRequest) =>
      callApi(GENERATION_PATH, generationStartedSchema, { method: 'POST', body: request }),
    onSuccess: ({ articleId, message }) => {
      toast.success('Generation started', {
        description: (
          <>
            <p>{message}</p>
            <p>
              <Link href={adminHref(articleEditPath(articleId))}>Open the draft article</Link>
              {' · '}
              <Link href={adminHref(EDITORIAL_VIEWS.incompleteArticles.path)}>
                Incomplete articles
              </Link>
            </p>
          </>
        ),
      })
      onStarted()
    },
    onError: (error) =>
      toastNotStarted(failureMessage(error, 'Could not start the generation. Please try again.')),
  })
}

export function toastNotStarted(reason: string): void {
  toast.error('Generation not started', { description: reason })
}
