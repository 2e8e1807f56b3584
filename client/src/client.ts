import createClient, { type Client, type ClientOptions } from 'openapi-fetch'

import { authorizationHeader, type BlockwiseAuth } from './auth'
import { BlockwiseApiError } from './errors'
import type { paths } from './schema'
import type {
  ArticleListQuery,
  ArticleSummary,
  NewsletterSubscription,
  SearchQuery,
  SearchResult,
} from './types'

export interface BlockwiseClientOptions {
  /** The CMS's origin, e.g. `https://cms.blockwise.example`; every path starts with /api. */
  baseUrl: string
  /** Anonymous when left out. */
  auth?: BlockwiseAuth
  /** Sent with every request. */
  headers?: Record<string, string>
  /** Another fetch, e.g. one with a proxy or a timeout. */
  fetch?: ClientOptions['fetch']
}

export interface ArticlePage {
  articles: ArticleSummary[]
  /** Pass it as `cursor` for the next page; undefined on the last page. */
  nextCursor: string | undefined
}

export interface SearchPage {
  results: SearchResult[]
  nextCursor: string | undefined
}

/** The archive is paged by cursor only: `page` and `cursor` are the iterator's business. */
export type ArchiveQuery = Omit<ArticleListQuery, 'cursor' | 'page'>

/**
 * The common tasks of the /api contract, answering the documented shapes or throwing
 * `BlockwiseApiError`. `api` is the underlying openapi-fetch client for every other call.
 */
export class BlockwiseClient {
  readonly api: Client<paths>

  constructor({ baseUrl, auth, headers, fetch }: BlockwiseClientOptions) {
    this.api = createClient<paths>({
      baseUrl,
      fetch,
      headers: { ...headers, ...(auth && { authorization: authorizationHeader(auth) }) },
    })
  }

  /** Newest first by publishedAt, one page of `limit` articles (without their content). */
  async listArticles(query: ArticleListQuery = {}): Promise<ArticlePage> {
    const { data, response } = succeeded(await this.api.GET('/api/articles', { params: { query } }))
    return { articles: data, nextCursor: nextCursor(response) }
  }

  /** Every article matching `query`, newest first, a page per request, following X-Next-Cursor. */
  async *archivePages(query: ArchiveQuery = {}): AsyncGenerator<ArticleSummary[], void> {
    let cursor: string | undefined
    do {
      const page = await this.listArticles(cursor === undefined ? query : { ...query, cursor })
      yield page.articles
      cursor = page.nextCursor
    } while (cursor !== undefined)
  }

  /** Published articles matching `q` (web search syntax), best match first. */
  async search(q: string, options: Omit<SearchQuery, 'q'> = {}): Promise<SearchPage> {
    const query = { ...options, q }
    const { data, response } = succeeded(await this.api.GET('/api/search', { params: { query } }))
    return { results: data, nextCursor: nextCursor(response) }
  }

  /** The clap count of a published article. */
  async claps(slug: string): Promise<number> {
    const params = { path: { slug } }
    return succeeded(await this.api.GET('/api/articles/{slug}/claps', { params })).data.claps
  }

  /** Adds one clap; answers the new count. */
  async clap(slug: string): Promise<number> {
    const params = { path: { slug } }
    return succeeded(await this.api.POST('/api/articles/{slug}/clap', { params })).data.claps
  }

  /** Subscribes to the weekly newsletter (a confirmation mail follows); answers the message to show. */
  async subscribe(subscription: NewsletterSubscription): Promise<string> {
    const body = subscription
    return succeeded(await this.api.POST('/api/newsletter/subscribe', { body })).data.message
  }
}

interface Outcome {
  data?: unknown
  error?: unknown
  response: Response
}

/** openapi-fetch's answer when it succeeded; its documented error (or none) thrown otherwise. */
function succeeded<O extends Outcome>(outcome: O): { data: Exclude<O['data'], undefined> } & O {
  if (outcome.data !== undefined) return outcome as { data: Exclude<O['data'], undefined> } & O
  throw new BlockwiseApiError(outcome.response, outcome.error)
}

const nextCursor = (response: Response) => response.headers.get('x-next-cursor') ?? undefined
