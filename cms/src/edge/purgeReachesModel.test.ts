import { describe, expect, it } from 'vitest'

import {
  API_RESOURCES,
  SITE_RESOURCES,
  type CachedResource,
  type Change,
} from '@blockwise/shared/cacheModel'
import { surrogateKey } from '@blockwise/shared'

import {
  articleChangeKeys,
  authorChangeKeys,
  glossaryChangeKeys,
  mediaChangeKeys,
  pathChangeKeys,
  siteSettingsChangeKeys,
  tagChangeKeys,
  trustPageChangeKeys,
} from './surrogateKeysOf'
import { redirectChangeKeys } from './redirectChangeKeys'

/** A published lesson, featured, with a tag and an author: it is in every kind of list. */
const lesson = {
  id: 'a1',
  slug: 'staking-explained',
  articleType: 'learn' as const,
  featured: true,
  published: true,
  authorId: 'w1',
  tags: ['t1'],
}
const params = { slug: lesson.slug, first: lesson.articleType }

/** What the CMS purges at the edge for each change, once committed (its collections' hooks). */
const purged: Record<Change, string[]> = {
  article: articleChangeKeys(lesson, lesson),
  tag: tagChangeKeys({ doc: { id: 't1' }, operation: 'update' }),
  author: authorChangeKeys({ doc: { id: 'w1' }, operation: 'update' }),
  'glossary term': glossaryChangeKeys(),
  'learning path': pathChangeKeys(),
  image: mediaChangeKeys({ operation: 'update' }),
  'site settings': siteSettingsChangeKeys(),
  redirect: redirectChangeKeys({ from: `/articles/${lesson.slug}` }),
  'trust page': trustPageChangeKeys(),
}

/** The keys an answer of `resource` showing the lesson carries. */
function keysOf(resource: CachedResource): string[] {
  const shown = { article: lesson.id, tag: 't1', author: 'w1' } as const
  return [
    ...resource.keys(params),
    ...(resource.shows ?? []).map((kind) => surrogateKey[kind](shown[kind])),
  ]
}

const declared = Object.entries<CachedResource>({ ...SITE_RESOURCES, ...API_RESOURCES }).flatMap(
  ([name, resource]) => resource.changedBy.map((change) => [name, change, resource] as const),
)

describe("the CMS's purges and the cache model", () => {
  it.each(declared)('%s: a change of %s purges one of its keys', (_name, change, resource) => {
    const reached = keysOf(resource).filter((key) => purged[change].includes(key))
    expect(reached).not.toEqual([])
  })
})
