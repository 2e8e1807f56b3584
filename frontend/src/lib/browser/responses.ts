import type { ArticleCardSummary } from '@blockwise/shared'

/*
 * The browser reads its own origin's /api answers with these light checks rather than the shared
 * zod schemas: zod would add about 30 KB of script to every page, and the server side, which
 * renders what readers see first, still parses every CMS answer with those schemas.
 */

/** The { claps } answer of a clap (docs/product.md#calls). */
export function clapsOf(body: unknown): { claps: number } {
  if (body && typeof body === 'object' && 'claps' in body && Number.isInteger(body.claps)) {
    return { claps: body.claps as number }
  }
  throw new Error('Unexpected answer to a clap')
}

/** The { claps: { slug: count } } answer of `GET /api/claps` (docs/product.md#calls). */
export function clapCountsOf(body: unknown): Record<string, number> {
  const claps: unknown = body && typeof body === 'object' && 'claps' in body ? body.claps : null
  if (!claps || typeof claps !== 'object') throw new Error('Unexpected answer to clap counts')
  return Object.fromEntries(
    Object.entries(claps).filter((entry): entry is [string, number] => Number.isInteger(entry[1])),
  )
}

/** docs/product.md#calls: a list answer that is not an array counts as an empty list. */
export function articleListOf(body: unknown): ArticleCardSummary[] {
  return Array.isArray(body) ? (body as ArticleCardSummary[]) : []
}
