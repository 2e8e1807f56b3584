import { editorsArticleEndpoint } from '../editorsArticleEndpoint'
import { documentsLinkingTo } from './documentsLinkingTo'

/**
 * GET /cms-api/articles/{id}/linked-from: `{ docs }`, the documents that show the article. The
 * edit view's sidebar and its Delete and Unpublish confirmations name them.
 */
export const linkedFromEndpoint = editorsArticleEndpoint('get', 'linked-from', async (id, req) => ({
  docs: await documentsLinkingTo(id, req),
}))
