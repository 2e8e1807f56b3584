import '@blockwise/shared/zodInBrowsers'
import { useConfig } from '@payloadcms/ui'
import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'

import { callApi } from '../api'

const linkingDocumentSchema = z.object({
  collection: z.enum(['articles', 'paths', 'glossary']),
  id: z.string(),
  title: z.string(),
  live: z.boolean(),
})

export type LinkingDocument = z.infer<typeof linkingDocumentSchema>

const answerSchema = z.object({ docs: z.array(linkingDocumentSchema) })

/** The documents showing the article, as GET /cms-api/articles/{id}/linked-from answers. */
export function useLinkingDocuments(articleId: string) {
  const { serverURL, routes } = useConfig().config
  return useQuery({
    queryKey: ['linked-from', articleId],
    queryFn: async () =>
      (
        await callApi(
          `${serverURL}${routes.api}/articles/${encodeURIComponent(articleId)}/linked-from`,
          answerSchema,
        )
      ).docs,
  })
}

const KIND: Record<LinkingDocument['collection'], string> = {
  articles: 'article',
  paths: 'learning path',
  glossary: 'glossary term',
}

/** What a linking document is, as the notice names it: "article", "learning path", or "draft". */
export const kindOf = (doc: LinkingDocument) => (doc.live ? KIND[doc.collection] : 'draft')
