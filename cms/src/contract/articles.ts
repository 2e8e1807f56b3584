import type { Payload, PayloadRequest, Where } from 'payload'

import type { Article, ArticleListQuery } from '@blockwise/shared'

import { canUseEditorialCalls } from '@/access/roles'
import { lexicalToArticleHtml } from '@/lib/articleHtml'
import { REFERENCED_FIELDS, populatedReferences } from '@/lib/articleReferences'
import type { Article as ArticleDocument } from '@/payload-types'

import { findArticlePage, type PageStart } from './articleKeyset'
import { toArticle, type ListedArticle } from './articleSummary'
import { listPublishedArticles, type ArticleListing } from './publishedArticleList'
import { statementRunner } from './runStatement'

const POPULATE = { authors: { name: true }, tags: { name: true, slug: true } } as const

/** Fields the contract requires of an article, which a published one always has. */
const CONTRACT_FIELDS = ['title', 'slug', 'excerpt', 'authorId', 'readTime'] as const

/**
 * What the caller may see of the articles the contract can describe. Drafts may be incomplete (an
 * editor's autosave before the title is typed): whoever signed in sees drafts (editors all, a
 * contributor its own) and gets only complete ones. Readers see published articles only, which
 * are always complete.
 */
function describable(user: PayloadRequest['user']): Where[] {
  if (!user) return []
  return CONTRACT_FIELDS.map((field) => ({ [field]: { exists: true } }))
}

/** Whether a draft has every field the contract requires, so that it can be shown as an article. */
export const isDescribable = (article: ListedArticle) =>
  CONTRACT_FIELDS.every((field) => article[field] !== null && article[field] !== undefined)

/**
 * Articles by id in the order given, as stored (toArticleSummary gives the contract's view).
 * Access control decides visibility: anonymous readers get published articles only.
 */
export async function loadArticles(
  payload: Payload,
  ids: readonly string[],
  user: PayloadRequest['user'],
): Promise<ListedArticle[]> {
  if (ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'articles',
    where: { id: { in: ids } },
    limit: ids.length,
    pagination: false,
    depth: 1,
    select: { content: false, contentHtml: false },
    populate: POPULATE,
    overrideAccess: false,
    user,
  })
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/**
 * One page of articles in the query's order (findArticlePage), the cursor of the next page and,
 * when asked, how many articles every page holds together. Readers get published articles only,
 * whatever the query asks for, in one plain statement; editors' through Payload, which applies
 * their access to drafts.
 */
export async function listArticles(
  payload: Payload,
  query: ArticleListQuery,
  user: PayloadRequest['user'],
  start: PageStart,
): Promise<ArticleListing> {
  if (!canUseEditorialCalls(user)) return listPublishedArticles(payload.db.pool, query, start)
  const { rows, ...page } = await findArticlePage(
    statementRunner(payload.db.pool),
    query,
    user,
    start,
  )
  const ids = rows.map((row) => row.id)
  return { articles: await loadArticles(payload, ids, user), ...page }
}

/**
 * One article by slug with its HTML body, or null when the caller may not see it. Readers get the
 * HTML stored when it was saved (kept current as the articles and images it shows change:
 * rerenderReferencingArticles), so a reader's read renders nothing. Editors get the body rendered
 * now, from the Lexical content with the images and articles it shows populated as they may see
 * them, drafts included.
 */
export async function findArticle(
  payload: Payload,
  slug: string,
  user: PayloadRequest['user'],
): Promise<{ article: Article; stored: ListedArticle } | null> {
  const editor = canUseEditorialCalls(user)
  const { docs } = await payload.find({
    collection: 'articles',
    where: { and: [{ slug: { equals: slug } }, ...describable(user)] },
    limit: 1,
    pagination: false,
    depth: 1,
    select: editor ? { contentHtml: false } : { content: false },
    populate: editor ? { ...POPULATE, ...REFERENCED_FIELDS } : POPULATE,
    overrideAccess: false,
    user,
  })
  const article = docs[0]
  if (!article) return null
  return editor ? withHtmlBody(article) : withBody(article, article.contentHtml ?? '')
}

const withBody = (article: ListedArticle, content: string) => ({
  article: toArticle(article, content),
  stored: article,
})

function withHtmlBody(article: ListedArticle & Pick<ArticleDocument, 'content'>) {
  const content = article.content
    ? lexicalToArticleHtml(article.content, populatedReferences(article.content))
    : ''
  return withBody(article, content)
}

/**
 * The latest draft of an article (its published version when it has no newer draft), in the
 * same shape as findArticle: what the site's preview shows. Only for a caller holding a verified
 * preview token: it reads past access control, and the images and articles the body shows are
 * populated as an editor sees them.
 */
export async function findArticleDraft(
  payload: Payload,
  id: string,
): Promise<{ article: Article; stored: ListedArticle } | null> {
  const draft = await payload.findByID({
    collection: 'articles',
    id,
    draft: true,
    depth: 1,
    select: { contentHtml: false },
    populate: { ...POPULATE, ...REFERENCED_FIELDS },
    overrideAccess: true,
    disableErrors: true,
  })
  return draft ? withHtmlBody(draft) : null
}
