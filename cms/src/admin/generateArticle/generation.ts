import { authorListSchema } from '@blockwise/shared/schemas/contract'
import type { ArticleType } from '@blockwise/shared/constants'
import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'

import { callApi } from '../api'

export const GENERATION_PATH = '/api/generation'

const generationStatusSchema = z.object({ configured: z.boolean(), problems: z.array(z.string()) })

export const generationStartedSchema = z.object({
  articleId: z.string(),
  incompleteArticleId: z.string(),
  message: z.string(),
})

export interface GenerationRequest {
  topic: string
  articleType: ArticleType
  authorId: string
}

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
