import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'

import type { Article, Author } from '../../cms/src/payload-types'

import { lexicalParagraphs } from './lexical'

export function uniqueSuffix(): string {
  return randomUUID().slice(0, 8)
}

/** Fields a new author needs, unique to each call. */
export function authorData(data: Partial<Author> = {}) {
  const suffix = uniqueSuffix()
  return {
    name: `Test Author ${suffix}`,
    email: `author-${suffix}@test.blockwise`,
    initials: 'TA',
    color: '#123456',
    // Empty: derived from the name, as when an editor leaves it empty.
    slug: '',
    ...data,
  }
}

export async function createAuthor(payload: Payload, data: Partial<Author> = {}): Promise<Author> {
  return payload.create({ collection: 'authors', data: authorData(data) })
}

/** Fields an article needs, with readTime/slug/status left to the hooks unless given. */
export function articleData(authorId: string, overrides: Record<string, unknown> = {}) {
  const suffix = uniqueSuffix()
  return {
    title: `Test article ${suffix}`,
    excerpt: 'A short excerpt for a test article.',
    content: lexicalParagraphs('Bitcoin is a peer-to-peer electronic cash system.'),
    authorId,
    ...overrides,
  }
}

export async function createArticle(
  payload: Payload,
  authorId: string,
  overrides: Record<string, unknown> = {},
): Promise<Article> {
  // The hooks fill readTime and status; the generated type cannot know that.
  return payload.create({
    collection: 'articles',
    data: articleData(authorId, overrides) as unknown as Omit<
      Article,
      'id' | 'createdAt' | 'updatedAt'
    >,
  })
}

export interface PayloadErrorBody {
  errors?: Array<{ message: string; data?: { errors?: Array<{ message: string; path: string }> } }>
}

/** The field messages of a Payload validation error, from REST or the Local API. */
export function fieldMessages(body: PayloadErrorBody): string[] {
  return (body.errors ?? []).flatMap(
    (error) => error.data?.errors?.map((field) => field.message) ?? [],
  )
}

/** Writes an article through the native REST API as the caller `headers` name. */
async function restWriteArticle(
  url: string,
  method: 'POST' | 'PATCH',
  headers: Record<string, string>,
  body: Record<string, unknown>,
) {
  const response = await fetch(url, { method, headers, body: JSON.stringify(body) })
  return {
    status: response.status,
    body: (await response.json()) as PayloadErrorBody & {
      doc?: Article & { contentHtml: string }
    },
  }
}

/** Creates an article through the native REST API as the caller `headers` name. */
export const restCreateArticle = (
  cmsUrl: string,
  headers: Record<string, string>,
  body: Record<string, unknown>,
) => restWriteArticle(`${cmsUrl}/cms-api/articles`, 'POST', headers, body)

/** Changes article `id` through the native REST API as the caller `headers` name. */
export const restUpdateArticle = (
  cmsUrl: string,
  headers: Record<string, string>,
  id: string,
  body: Record<string, unknown>,
) => restWriteArticle(`${cmsUrl}/cms-api/articles/${id}`, 'PATCH', headers, body)

/**
 * What the hostile-input tests aim at: a published article, a draft with an incomplete-article
 * record, and their author.
 */
export async function hostileTargets(payload: Payload) {
  const author = await createAuthor(payload)
  const article = await createArticle(payload, author.id, {
    published: true,
    publishedAt: new Date().toISOString(),
  })
  const draft = await createArticle(payload, author.id)
  const incomplete = await payload.create({
    collection: 'incomplete-articles',
    data: { articleId: draft.id, articleTitle: draft.title, claudeArticleSaved: true },
  })
  return { author, article, draft, incomplete }
}
