import type { Author } from '@blockwise/shared'

import { getAuthorsById } from './authors'

/** Authors keyed by id as a plain object, to hand to client components. */
export async function getAuthorRecord(): Promise<Record<string, Author>> {
  return Object.fromEntries(await getAuthorsById())
}
