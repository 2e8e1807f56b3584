import { editorsArticleEndpoint } from '../editorsArticleEndpoint'
import { discardUntouchedDraft } from './discardUntouchedDraft'

/**
 * POST /cms-api/articles/{id}/discard-if-untouched: `{ discarded }`. The edit view calls it as the
 * editor leaves a new article without having typed anything into it.
 */
export const discardIfUntouchedEndpoint = editorsArticleEndpoint(
  'post',
  'discard-if-untouched',
  async (id, req) => ({ discarded: await discardUntouchedDraft(id, req) }),
)
