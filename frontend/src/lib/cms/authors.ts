import { cache } from 'react'

import { authorListSchema, type Author } from '@blockwise/shared'
import { API_RESOURCES, nextTagsOfRead } from '@blockwise/shared/cacheModel'

import { fetchCms } from './fetchJson'

/** Every author, by id (one request per render however many cards need one). */
export const getAuthorsById = cache(async (): Promise<Map<string, Author>> => {
  const authors = await fetchCms('/api/authors', authorListSchema, {
    tags: nextTagsOfRead(API_RESOURCES.authorList),
    keepDecoded: true,
  })
  return new Map(authors.map((author) => [author.id, author]))
})

/** One author by slug, or null when no author has it. */
export async function getAuthorBySlug(slug: string): Promise<Author | null> {
  for (const author of (await getAuthorsById()).values()) {
    if (author.slug === slug) return author
  }
  return null
}
