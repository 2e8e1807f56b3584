import type { z } from 'zod'

import type { SiteCacheTag } from '@blockwise/shared'

import { cmsUrl } from '@/env'

import { CmsError, cmsErrorOf, type CmsErrorText } from './cmsError'
import { generationTag } from './contentGenerations.mjs'
import { headersOf, plainCmsGet } from './plainCmsGet'
import { decodedRead, inUnstoredPage } from './unstoredPageReads'

export { cmsErrorOf }

interface FetchOptions {
  tags: SiteCacheTag[]
  /** A safety net: the webhook normally refreshes tagged data the moment it changes. */
  revalidateSeconds?: number
  /** The answer is the same for every page: for an unstored page it may come from memory. */
  keepDecoded?: boolean
  /** How a failure's message reads; by default "{status}: {body or status text}". */
  errorText?: CmsErrorText
}

const DEFAULT_REVALIDATE_SECONDS = 300

// The site caches CMS answers itself, by tag; when it asks, it wants the database's answer.
// Uncompressed: between the site and the CMS, gzip cost both of them CPU on every render and saved
// bytes only on a local network.
const READ_HEADERS = {
  accept: 'application/json',
  'accept-encoding': 'identity',
  'cache-control': 'no-cache',
}

/** A read of the page's own data for a page no Next cache stores: outside Next's `fetch`. */
async function unstoredRead<T extends z.ZodType>(
  path: string,
  schema: T,
  options: FetchOptions,
): Promise<{ body: z.infer<T>; headers: Headers }> {
  const answer = await plainCmsGet(new URL(path, cmsUrl()), READ_HEADERS)
  const headers = headersOf(answer.headers)
  if (answer.status < 200 || answer.status > 299) {
    const { status, statusText, body } = answer
    // No body for a status that may have none (a Response refuses one for 204 or 304).
    const response = new Response(body || null, { status, statusText, headers })
    throw await cmsErrorOf(response, options.errorText)
  }
  return { body: schema.parse(JSON.parse(answer.body)), headers }
}

/** GETs a path of the CMS: the answer, its body parsed with a shared zod schema, and its headers. */
export async function fetchCmsWithHeaders<T extends z.ZodType>(
  path: string,
  schema: T,
  options: FetchOptions,
): Promise<{ body: z.infer<T>; headers: Headers }> {
  if (inUnstoredPage() && !options.keepDecoded) return unstoredRead(path, schema, options)
  const response = await fetch(new URL(path, cmsUrl()), {
    headers: READ_HEADERS,
    next: {
      tags: [...options.tags, ...options.tags.map(generationTag)],
      revalidate: options.revalidateSeconds ?? DEFAULT_REVALIDATE_SECONDS,
    },
  })
  if (!response.ok) throw await cmsErrorOf(response, options.errorText)
  return { body: schema.parse(await response.json()), headers: response.headers }
}

/** GETs a path of the CMS and parses the body with a shared zod schema. */
export async function fetchCms<T extends z.ZodType>(
  path: string,
  schema: T,
  options: FetchOptions,
): Promise<z.infer<T>> {
  const read = async () => (await fetchCmsWithHeaders(path, schema, options)).body
  if (!options.keepDecoded) return read()
  const seconds = options.revalidateSeconds ?? DEFAULT_REVALIDATE_SECONDS
  return decodedRead(schema, path, options.tags, seconds, read)
}

/** Like fetchCms, but a 404 is null rather than an error. */
export async function fetchCmsOrNull<T extends z.ZodType>(
  path: string,
  schema: T,
  options: FetchOptions,
): Promise<z.infer<T> | null> {
  try {
    return await fetchCms(path, schema, options)
  } catch (error) {
    if (error instanceof CmsError && error.status === 404) return null
    throw error
  }
}
