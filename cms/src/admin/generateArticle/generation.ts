import { authorListSchema } from '@blockwise/shared/schemas/contract'
import { generationStatusSchema } from '@blockwise/shared/schemas/generation'
import { useQuery } from '@tanstack/react-query'

import { callApi } from '../api'

export const GENERATION_PATH = '/api/generation'

/** Whether both AI services have their keys, and what is missing if not. */
export function useGenerationStatus() {
  return useQuery({
    queryKey: [GENERATION_PATH],
    queryFn: () => callApi(GENERATION_PATH, generationStatusSchema),
  })
}

export function useAuthors() {
  return useQuery({
    queryKey: ['/api/authors'],
    queryFn: () => callApi('/api/authors', authorListSchema),
  })
}
