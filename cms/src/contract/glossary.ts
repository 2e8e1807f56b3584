import type { Payload } from 'payload'

import { apiAnswerKeys } from '@/edge/apiAnswerKeys'
import type { GlossaryEntry, GlossaryTerm } from '@blockwise/shared/schemas/glossary'

import type { Glossary as GlossaryDocument } from '@/payload-types'

type StoredTerm = Pick<GlossaryDocument, 'term' | 'slug' | 'aliases' | 'shortDefinition'>

const toTerm = (doc: StoredTerm): GlossaryTerm => ({
  term: doc.term,
  slug: doc.slug,
  aliases: doc.aliases ?? [],
  shortDefinition: doc.shortDefinition,
})

const TERM_FIELDS = { term: true, slug: true, aliases: true, shortDefinition: true } as const

const idsOf = (references: readonly (string | { id: string })[] | null | undefined): string[] =>
  (references ?? []).map((reference) => (typeof reference === 'string' ? reference : reference.id))

/** Every term by name (a glossary has dozens or hundreds, never a page's worth too many). */
export async function listGlossary(payload: Payload): Promise<GlossaryTerm[]> {
  const { docs } = await payload.find({
    collection: 'glossary',
    sort: 'term',
    pagination: false,
    depth: 0,
    select: TERM_FIELDS,
    overrideAccess: false,
  })
  return docs.map(toTerm)
}

/** `ids` in the order given, as readers may see them (readers see published articles only). */
async function inOrder<T extends { id: string }>(
  ids: readonly string[],
  find: (ids: readonly string[]) => Promise<{ docs: T[] }>,
): Promise<T[]> {
  if (ids.length === 0) return []
  const byId = new Map((await find(ids)).docs.map((doc) => [doc.id, doc]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/**
 * One entry by slug with its related terms and its related articles as readers see them (the
 * published ones), whoever asks: the glossary's pages are the same for everyone.
 */
export async function findGlossaryEntry(
  payload: Payload,
  slug: string,
): Promise<{ entry: GlossaryEntry; articleIds: string[] } | null> {
  const { docs } = await payload.find({
    collection: 'glossary',
    where: { slug: { equals: slug } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  const doc = docs[0]
  if (!doc) return null
  const [relatedTerms, relatedArticles] = await Promise.all([
    inOrder(idsOf(doc.relatedTerms), (ids) =>
      payload.find({
        collection: 'glossary',
        where: { id: { in: ids } },
        pagination: false,
        depth: 0,
        select: TERM_FIELDS,
        overrideAccess: false,
      }),
    ),
    inOrder(idsOf(doc.relatedArticles), (ids) =>
      payload.find({
        collection: 'articles',
        where: { id: { in: ids } },
        pagination: false,
        depth: 0,
        select: { title: true, slug: true, excerpt: true, articleType: true, publishedAt: true },
        overrideAccess: false,
      }),
    ),
  ])
  const entry: GlossaryEntry = {
    ...toTerm(doc),
    explanation: doc.explanation ?? '',
    relatedTerms: relatedTerms.map(toTerm),
    relatedArticles: relatedArticles.map((article) => ({
      title: article.title,
      slug: article.slug,
      excerpt: article.excerpt,
      articleType: article.articleType,
      publishedAt: article.publishedAt ?? null,
    })),
    updatedAt: doc.updatedAt,
  }
  return { entry, articleIds: relatedArticles.map((article) => article.id) }
}

/** What a glossary entry is purged by: any change to the glossary, and the articles it shows. */
export const glossaryEntryKeys = (articleIds: readonly string[]): string[] =>
  apiAnswerKeys('glossaryEntry', { articles: articleIds })
