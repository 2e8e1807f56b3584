import { answered, type Api } from '../transport.js'
import type { Author, UpdatedSinceParams } from '../types.js'

/** Authors with their slug and bio (their email only for editors and admins). */
export class Authors {
  constructor(private readonly api: Api) {}

  /** Every author (`updatedSince`: only those changed since then), in one answer. */
  async list(params: UpdatedSinceParams = {}): Promise<Author[]> {
    return (await answered(this.api.GET('/api/authors', { params: { query: params } }))).data
  }

  /** By the author's `id` (an article's `authorId`); `NotFoundError` for an unknown one. */
  async retrieve(id: string): Promise<Author> {
    const params = { path: { authorId: id } }
    return (await answered(this.api.GET('/api/authors/{authorId}', { params }))).data
  }
}
