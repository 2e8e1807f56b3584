/** One page of a list: its items, and the cursor of the next page when there is one. */
export interface Page<T> {
  data: T[]
  /**
   * Pass it as `cursor` (the changes feed: `since`) to go on from here. Lists: undefined after the
   * last page. The changes feed: always set, the cursor to save for the next run.
   */
  nextCursor: string | undefined
  hasMore: boolean
  /** How many items the whole list holds, when asked for with `total: true`. */
  total?: number
}

/**
 * A list call, sent only when used: `await` it for its first page, or iterate it with `for await`
 * for every item of every page, each page fetched when the previous one is used up. `pages()`
 * iterates page by page (to save each page's `nextCursor`, say).
 */
export class PagedList<T> implements PromiseLike<Page<T>>, AsyncIterable<T> {
  readonly #fetchPage: (cursor: string | undefined) => Promise<Page<T>>
  readonly #cursor: string | undefined

  constructor(fetchPage: (cursor: string | undefined) => Promise<Page<T>>, cursor?: string) {
    this.#fetchPage = fetchPage
    this.#cursor = cursor
  }

  then<A = Page<T>, B = never>(
    onFulfilled?: ((page: Page<T>) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.#fetchPage(this.#cursor).then(onFulfilled, onRejected)
  }

  async *pages(): AsyncGenerator<Page<T>, void, undefined> {
    let cursor = this.#cursor
    for (;;) {
      const page = await this.#fetchPage(cursor)
      yield page
      if (!page.hasMore || page.nextCursor === undefined) return
      cursor = page.nextCursor
    }
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T, void, undefined> {
    for await (const page of this.pages()) yield* page.data
  }
}

/** A page of a list whose next cursor comes in X-Next-Cursor and its size in Total-Count. */
export function headerPage<T>(data: T[], response: Response): Page<T> {
  const nextCursor = response.headers.get('x-next-cursor') ?? undefined
  const total = response.headers.get('total-count')
  return {
    data,
    nextCursor,
    hasMore: nextCursor !== undefined,
    ...(total !== null && { total: Number(total) }),
  }
}

/** The contract's spelling of a query: its flags are `'true'` and `'false'`. */
export function contractQuery<Query extends object>(
  params: Query,
): {
  [Key in keyof Query]: Query[Key] extends boolean | undefined ? 'true' | 'false' : Query[Key]
} {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === 'boolean' ? String(value) : value,
    ]),
  ) as never
}
