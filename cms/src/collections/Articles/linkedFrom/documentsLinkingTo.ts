import type { PayloadRequest } from 'payload'

import { shownTitle } from '@/admin/home/shownTitle'
import { referencedIds } from '@/lib/articleReferences'

import { articlesMentioning } from '../hooks/rerenderReferencingArticles'

/** A document that shows an article: links to it, shows it as a card, or lists it. */
export interface LinkingDocument {
  collection: 'articles' | 'paths' | 'glossary'
  id: string
  title: string
  /** Readers see it: a live article's published body (paths and glossary terms always are). */
  live: boolean
}

type ArticleBody = { id: string; content?: { root?: unknown } | null }

const showsArticle = (id: string) => (article: ArticleBody) =>
  article.id !== id && referencedIds(article.content).articles.includes(id)

/** The live articles whose published body links to the article or shows it as a card. */
async function liveArticlesLinkingTo(id: string, req: PayloadRequest) {
  const candidates = await articlesMentioning(req.payload, id)
  if (candidates.length === 0) return []
  const { docs } = await req.payload.find({
    collection: 'articles',
    where: { and: [{ id: { in: candidates } }, { published: { equals: true } }] },
    select: { content: true, title: true },
    depth: 0,
    pagination: false,
    req,
  })
  return docs.filter(showsArticle(id))
}

/**
 * The articles whose latest draft links to the article or shows it as a card: a draft's body lives
 * in its versions until it is published. Only drafts are read, never the whole archive.
 */
async function draftsLinkingTo(id: string, req: PayloadRequest) {
  const { docs } = await req.payload.find({
    collection: 'articles',
    draft: true,
    where: { _status: { equals: 'draft' } },
    select: { content: true, title: true },
    depth: 0,
    pagination: false,
    req,
  })
  return docs.filter(showsArticle(id))
}

/** The articles linking to the article or showing it as a card, live ones first, each once. */
async function articlesLinkingTo(id: string, req: PayloadRequest): Promise<LinkingDocument[]> {
  const [live, drafts] = await Promise.all([
    liveArticlesLinkingTo(id, req),
    draftsLinkingTo(id, req),
  ])
  const liveIds = new Set(live.map((article) => article.id))
  const toDocument = (article: { id: string; title?: string | null }, isLive: boolean) => ({
    collection: 'articles' as const,
    id: article.id,
    title: shownTitle(article.title),
    live: isLive,
  })
  return [
    ...live.map((article) => toDocument(article, true)),
    ...drafts
      .filter((article) => !liveIds.has(article.id))
      .map((article) => toDocument(article, false)),
  ]
}

async function pathsListing(id: string, req: PayloadRequest): Promise<LinkingDocument[]> {
  const { docs } = await req.payload.find({
    collection: 'paths',
    where: { lessons: { equals: id } },
    select: { title: true },
    depth: 0,
    pagination: false,
    req,
  })
  return docs.map((path) => ({ collection: 'paths', id: path.id, title: path.title, live: true }))
}

async function glossaryTermsRelating(id: string, req: PayloadRequest): Promise<LinkingDocument[]> {
  const { docs } = await req.payload.find({
    collection: 'glossary',
    where: { relatedArticles: { equals: id } },
    select: { term: true },
    depth: 0,
    pagination: false,
    req,
  })
  return docs.map((term) => ({ collection: 'glossary', id: term.id, title: term.term, live: true }))
}

/**
 * Every document that shows the article `id` to readers or will once published: the bodies of
 * other articles (internal links and cards), the learning paths listing it as a lesson and the
 * glossary terms naming it as related. Unpublishing or deleting the article takes it out of each.
 * Read More and related articles are chosen when a page is read, so they need no warning.
 */
export async function documentsLinkingTo(
  id: string,
  req: PayloadRequest,
): Promise<LinkingDocument[]> {
  const found = await Promise.all([
    articlesLinkingTo(id, req),
    pathsListing(id, req),
    glossaryTermsRelating(id, req),
  ])
  return found.flat()
}
