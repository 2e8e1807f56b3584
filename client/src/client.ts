import { Articles } from './resources/articles.js'
import { Authors } from './resources/authors.js'
import { Changes } from './resources/changes.js'
import { Glossary } from './resources/glossary.js'
import { LearningPaths } from './resources/learningPaths.js'
import { Newsletter } from './resources/newsletter.js'
import { Tags } from './resources/tags.js'
import { createApi, type Api, type BlockwiseClientOptions } from './transport.js'

/**
 * The reader tasks of the /api contract, one property per resource, each answering the documented
 * shapes or throwing a `BlockwiseApiError` subclass (`BlockwiseNetworkError` when no answer came).
 * `api` is the underlying openapi-fetch client, typed path by path, for every other call.
 */
export class BlockwiseClient {
  readonly api: Api
  readonly articles: Articles
  readonly tags: Tags
  readonly authors: Authors
  readonly glossary: Glossary
  readonly learningPaths: LearningPaths
  readonly newsletter: Newsletter
  readonly changes: Changes

  constructor(options: BlockwiseClientOptions) {
    this.api = createApi(options)
    this.articles = new Articles(this.api)
    this.tags = new Tags(this.api)
    this.authors = new Authors(this.api)
    this.glossary = new Glossary(this.api)
    this.learningPaths = new LearningPaths(this.api)
    this.newsletter = new Newsletter(this.api)
    this.changes = new Changes(this.api)
  }
}
