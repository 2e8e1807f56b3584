import type { components, paths } from './schema'

/** The contract's shapes under the names the CMS documents them with. */
export type ArticleSummary = components['schemas']['ArticleSummary']
export type Article = components['schemas']['Article']
export type SearchResult = components['schemas']['SearchResult']
export type ErrorBody = components['schemas']['Error']
export type NewsletterSubscription = components['schemas']['NewsletterSubscription']

export type ArticleListQuery = NonNullable<paths['/api/articles']['get']['parameters']['query']>
export type SearchQuery = paths['/api/search']['get']['parameters']['query']
