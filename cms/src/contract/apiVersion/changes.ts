import type { ApiVersion } from '@blockwise/shared/apiVersion'

import { servedApiVersion } from './servedVersion'

interface ApiChange {
  /** The version that made the change: calls answered in it or a later one get it. */
  version: ApiVersion
  /** The change and what older versions answer instead (the OpenAPI document lists it). */
  summary: string
}

/**
 * Every breaking change of the /api contract since it was first dated, by the version that made it
 * (docs/api-changelog.md says how to move to it). The code always builds the newest answer; where
 * an older version's answer differs, it asks `answersWith(<change>)` at that one place and builds
 * the old one when it is false. A version's code goes when the version's sunset has passed: delete
 * its changes here and the old branches their names lead to.
 */
export const API_CHANGES = {
  movedArticleRedirects: {
    version: '2026-12-01',
    summary:
      'GET /api/articles/{slug} answers an old slug of a renamed article with 308 and the article’s current address in Location; 2026-11-21 answers 404 Article not found.',
  },
} as const satisfies Record<string, ApiChange>

/** Whether the call being answered gets `change` (its version is the change's or a later one). */
export const answersWith = (change: keyof typeof API_CHANGES): boolean =>
  servedApiVersion() >= API_CHANGES[change].version
