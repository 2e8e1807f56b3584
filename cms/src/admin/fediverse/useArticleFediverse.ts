import { articleFediverseSchema } from '@blockwise/shared/schemas/fediverse'
import { useQuery } from '@tanstack/react-query'

import { callApi } from '../api'

const articlePath = (articleId: string) =>
  `/api/fediverse/articles/${encodeURIComponent(articleId)}`

/** The article's likes, boosts and replies from the social web, read again when the tab regains focus. */
export function useArticleFediverse(articleId: string) {
  return useQuery({
    queryKey: [articlePath(articleId)],
    queryFn: () => callApi(articlePath(articleId), articleFediverseSchema),
    refetchOnWindowFocus: true,
  })
}
