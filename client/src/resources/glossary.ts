import { answered, type Api } from '../transport.js'
import type { GlossaryEntry, GlossaryTerm } from '../types.js'

/** The glossary: every term by name, and one term with its explanation and related reading. */
export class Glossary {
  constructor(private readonly api: Api) {}

  async list(): Promise<GlossaryTerm[]> {
    return (await answered(this.api.GET('/api/glossary'))).data
  }

  /** `NotFoundError` for an unknown slug. */
  async retrieve(slug: string): Promise<GlossaryEntry> {
    const params = { path: { slug } }
    return (await answered(this.api.GET('/api/glossary/{slug}', { params }))).data
  }
}
