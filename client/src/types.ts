import type { components, paths, webhooks } from './schema.js'

type Schemas = components['schemas']

/** The contract's shapes under the names the CMS documents them with. */
export type ArticleSummary = Schemas['ArticleSummary']
export type Article = Schemas['Article']
export type SearchResult = Schemas['SearchResult']
export type Tag = Schemas['Tag']
export type Author = Schemas['Author']
export type GlossaryTerm = Schemas['GlossaryTerm']
export type GlossaryEntry = Schemas['GlossaryEntry']
export type LearningPath = Schemas['LearningPath']
export type ErrorBody = Schemas['Error']
/** A subscription as an integration sends it (the site's form also has a honeypot field). */
export type NewsletterSubscription = Pick<Schemas['NewsletterSubscription'], 'name' | 'email'>

/** Query parameters as the contract spells them, with its `'true' | 'false'` flags as booleans. */
type Flags<Query, Keys extends keyof Query> = Omit<Query, Keys> & { [Key in Keys]?: boolean }

type ListArticlesQuery = NonNullable<paths['/api/articles']['get']['parameters']['query']>
/**
 * The filters and order of `GET /api/articles`, and `total` for the list's size in every page's
 * `total`. Paging is by cursor (the list's own business: pass `cursor` only to go on from a saved
 * one); `fields` projections are `client.api`'s, as they change the shape.
 */
export type ArticleListParams = Flags<
  Omit<ListArticlesQuery, 'page' | 'fields'>,
  'published' | 'featured' | 'total'
>

/** `updatedSince` of the tag and author lists (which are not paged: every item in one answer). */
export type UpdatedSinceParams = { updatedSince?: string }

/** `since` (a saved `nextCursor`, or `'now'`) and `limit` of the changes feed. */
export type ChangesParams = NonNullable<paths['/api/changes']['get']['parameters']['query']>
export type Change = Schemas['Change']

type SearchQuery = paths['/api/search']['get']['parameters']['query']
export type SearchParams = Omit<SearchQuery, 'q'>

type WebhookBody<Operation> = Operation extends {
  post: { requestBody: { content: { 'application/json': infer Body } } }
}
  ? Body
  : never

/** A webhook delivery's body: one of the OpenAPI document's `webhooks`, told apart by `type`. */
export type WebhookEvent = { [Type in keyof webhooks]: WebhookBody<webhooks[Type]> }[keyof webhooks]
export type WebhookEventType = WebhookEvent['type']
