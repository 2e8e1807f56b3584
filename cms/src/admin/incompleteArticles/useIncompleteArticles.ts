import {
  incompleteArticleListSchema,
  messageBodySchema,
  type IncompleteArticle,
} from '@blockwise/shared/schemas/contract'
import { INCOMPLETE_ARTICLES_REFETCH_MS } from '@blockwise/shared/constants'
import { toast } from '@payloadcms/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { callApi, failureMessage } from '../api'

const LIST_PATH = '/api/incomplete-articles'
const LIST_KEY = [LIST_PATH]

/** The records, refetched every 30 s (docs/product.md#limits) and after every action. */
export function useIncompleteArticles() {
  return useQuery({
    queryKey: LIST_KEY,
    queryFn: () => callApi(LIST_PATH, incompleteArticleListSchema),
    refetchInterval: INCOMPLETE_ARTICLES_REFETCH_MS,
  })
}

/** Retry and delete for one record, each with its own pending state and docs/product.md#errors toasts. */
export function useRecordActions(record: IncompleteArticle) {
  const queryClient = useQueryClient()
  const refetchList = () => queryClient.invalidateQueries({ queryKey: LIST_KEY })
  const recordPath = `${LIST_PATH}/${record.id}`

  const retry = useMutation({
    mutationFn: () =>
      callApi(`${recordPath}/retry`, messageBodySchema.partial(), { method: 'POST' }),
    onSuccess: ({ message }) =>
      toast.success('Success', {
        description: message || 'Article retry started successfully!',
      }),
    onError: (error) =>
      toast.error('Retry Failed', {
        description: failureMessage(error, 'Failed to retry article generation'),
      }),
    onSettled: refetchList,
  })

  const remove = useMutation({
    mutationFn: () => callApi(recordPath, messageBodySchema.partial(), { method: 'DELETE' }),
    onSuccess: () =>
      toast.success('Deleted', { description: 'Incomplete article record removed successfully' }),
    onError: (error) =>
      toast.error('Error', {
        description: failureMessage(error, 'Failed to delete incomplete article'),
      }),
    onSettled: refetchList,
  })

  return { retry, remove }
}
