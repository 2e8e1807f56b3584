/**
 * The most documents one list read of the native API (/cms-api REST and GraphQL) returns. Readers
 * and scrapers page through 100 at a time, as the admin's own list view does at most; editors and
 * admins may take 500 (an export, a bulk check) without one request holding a whole collection
 * of full articles in memory. `limit: 0` and larger limits become the cap; `pagination: false` is
 * dropped, so every answer is a page (Payload's 10 unless a limit is given) whose `hasNextPage`
 * says when there is more.
 */
export const PAGE_SIZE_CAP = { anonymous: 100, staff: 500 } as const

export type PageSizeResult<T> = { ok: true; value: T } | { ok: false; message: string }

export const limitRefusal = (cap: number): PageSizeResult<never> => ({
  ok: false,
  message: `limit must be a whole number; at most ${cap} documents are served a page`,
})

/** What a `limit` of `requested` becomes under `cap`: 0 and anything larger become the cap. */
export function cappedLimit(requested: number, cap: number): PageSizeResult<number> {
  if (!Number.isSafeInteger(requested) || requested < 0) return limitRefusal(cap)
  return { ok: true, value: requested === 0 || requested > cap ? cap : requested }
}

/**
 * How deep relationships are populated, at most (Payload's `maxDepth`; its default depth is 2
 * too). Each level multiplies an answer by the fan-out of the relationships it follows.
 */
export const POPULATION_DEPTH_MAX = 2

export const depthRefusal: PageSizeResult<never> = {
  ok: false,
  message: `depth must be a whole number of at most ${POPULATION_DEPTH_MAX}`,
}
