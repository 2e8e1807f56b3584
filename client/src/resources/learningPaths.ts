import { answered, type Api } from '../transport.js'
import type { LearningPath } from '../types.js'

/** Learning paths by title, each with its published lessons in order. */
export class LearningPaths {
  constructor(private readonly api: Api) {}

  async list(): Promise<LearningPath[]> {
    return (await answered(this.api.GET('/api/paths'))).data
  }

  /** `NotFoundError` for an unknown slug, or a path without a published lesson. */
  async retrieve(slug: string): Promise<LearningPath> {
    return (await answered(this.api.GET('/api/paths/{slug}', { params: { path: { slug } } }))).data
  }
}
