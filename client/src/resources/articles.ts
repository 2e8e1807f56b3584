import { PagedList, contractQuery, headerPage } from '../paging.js'
import { answered, type Api } from '../transport.js'
import type {
  Article,
  ArticleListParams,
  ArticleSummary,
  SearchParams,
  SearchResult,
} from '../types.js'

/** Published articles (and, for editors, drafts), their search and their counters. */
export class Articles {
  constructor(private readonly api: Api) {}

  /**
   * Articles without their content, newest first by publishedAt unless `sort` says otherwise,
   * `limit` a page (1–100, default 100): await it for one page, `for await` it for every article,
   * following X-Next-Cursor.
   */
  list(params: ArticleListParams = {}): PagedList<ArticleSummary> {
    const { cursor, ...filters } = contractQuery(params)
    return new PagedList(async (next) => {
      const query = next === undefined ? filters : { ...filters, cursor: next }
      const { data, response } = await answered(
        this.api.GET('/api/articles', { params: { query } }),
      )
      // Without `fields`, which ArticleListParams leaves out, each item is a whole summary.
      return headerPage(data as ArticleSummary[], response)
    }, cursor)
  }

  /** One article with its content (sanitised HTML); `NotFoundError` for one the caller may not see. */
  async retrieve(slug: string): Promise<Article> {
    const params = { path: { slug } }
    return (await answered(this.api.GET('/api/articles/{slug}', { params }))).data
  }

  /** Up to `limit` (1–12, default 2) published articles to read after this one. */
  async related(slug: string, options: { limit?: number } = {}): Promise<ArticleSummary[]> {
    const params = { path: { slug }, query: options }
    return (await answered(this.api.GET('/api/articles/{slug}/related', { params }))).data
  }

  /**
   * Published articles matching `q` (web search syntax: `"a phrase"`, `-excluded`, `or`), best
   * match first, `limit` a page (1–50, default 10); paged like `list`.
   */
  search(q: string, params: SearchParams = {}): PagedList<SearchResult> {
    const { cursor, ...options } = params
    return new PagedList(async (next) => {
      const query = { ...options, q, ...(next !== undefined && { cursor: next }) }
      const { data, response } = await answered(this.api.GET('/api/search', { params: { query } }))
      return headerPage(data, response)
    }, cursor)
  }

  /** The clap count of a published article. */
  async claps(slug: string): Promise<number> {
    const params = { path: { slug } }
    return (await answered(this.api.GET('/api/articles/{slug}/claps', { params }))).data.claps
  }

  /** Adds one clap (at most 50 per reader and article per 10 minutes); answers the new count. */
  async clap(slug: string): Promise<number> {
    const params = { path: { slug } }
    return (await answered(this.api.POST('/api/articles/{slug}/clap', { params }))).data.claps
  }

  /** Counts one view (at most 10 per reader and article per 10 minutes); answers the new count. */
  async view(slug: string): Promise<number> {
    const params = { path: { slug } }
    return (await answered(this.api.POST('/api/articles/{slug}/view', { params }))).data.views
  }
}
