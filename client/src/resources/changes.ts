import { PagedList } from '../paging.js'
import { answered, type Api } from '../transport.js'
import type { Change, ChangesParams } from '../types.js'

/** What readers saw change (articles, tags, authors), oldest first: what a mirror follows. */
export class Changes {
  constructor(private readonly api: Api) {}

  /**
   * The changes after `since` (a saved `nextCursor`; `'now'` for the head of the feed and no
   * changes; absent for the oldest kept), `limit` a page (1–200). Iterate `pages()` and save each
   * page's `nextCursor` once its changes are applied: the next run goes on from there. A cursor
   * older than the changes kept is a `GoneError`: list the archive again.
   */
  list(params: ChangesParams = {}): PagedList<Change> {
    const { since, limit } = params
    return new PagedList(async (cursor) => {
      const query = {
        ...(limit !== undefined && { limit }),
        ...(cursor !== undefined && { since: cursor }),
      }
      const { data } = await answered(this.api.GET('/api/changes', { params: { query } }))
      return { data: data.changes, nextCursor: data.nextCursor, hasMore: data.hasMore }
    }, since)
  }
}
