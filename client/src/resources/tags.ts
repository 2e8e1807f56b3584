import { answered, type Api } from '../transport.js'
import type { Tag, UpdatedSinceParams } from '../types.js'

/** Tags, by name, with the count of their published articles. */
export class Tags {
  constructor(private readonly api: Api) {}

  /** Every tag (`updatedSince`: only those changed since then), in one answer. */
  async list(params: UpdatedSinceParams = {}): Promise<Tag[]> {
    return (await answered(this.api.GET('/api/tags', { params: { query: params } }))).data
  }

  /** `NotFoundError` for an unknown slug. */
  async retrieve(slug: string): Promise<Tag> {
    return (await answered(this.api.GET('/api/tags/{slug}', { params: { path: { slug } } }))).data
  }
}
