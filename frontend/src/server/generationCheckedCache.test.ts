import { describe, expect, it } from 'vitest'

import {
  advanceGenerations,
  generationTag,
  generationsKnown,
  generationsUnknown,
  raiseGenerations,
} from '../lib/cms/contentGenerations.mjs'
import GenerationCheckedCache from './generationCheckedCache.mjs'

type SetArgs = Parameters<GenerationCheckedCache['set']>
type GetContext = Parameters<GenerationCheckedCache['get']>[1]

const cache = new GenerationCheckedCache({
  flushToDisk: false,
  serverDistDir: '/nonexistent',
  revalidatedTags: [],
  maxMemoryCacheSize: 1024 * 1024,
} as unknown as ConstructorParameters<typeof GenerationCheckedCache>[0])

/** A CMS answer as Next's fetch stores it, fetched by a read that carried `tags`. */
function storeAnswer(key: string, tags: string[]) {
  const value = {
    kind: 'FETCH',
    data: { headers: {}, body: '[]', status: 200, url: 'http://cms/api/articles' },
    revalidate: 300,
  }
  const context = { fetchCache: true, fetchUrl: 'http://cms/api/articles', fetchIdx: 0, tags }
  return cache.set(key, ...([value, context] as unknown as [SetArgs[1], SetArgs[2]]))
}

/** A reader's lookup of that answer, with the tags its own render gives the fetch. */
function readAnswer(key: string, tags: string[]) {
  return cache.get(key, { kind: 'FETCH', tags, softTags: [] } as unknown as GetContext)
}

/** A rendered page as Next stores it, tagged with what its render read. */
function storePage(key: string, tags: string[], status = 200) {
  const value = {
    kind: 'APP_PAGE',
    html: '<p>list</p>',
    rscData: undefined,
    status,
    postponed: undefined,
    headers: { 'x-next-cache-tags': tags.join(',') },
    segmentData: undefined,
  }
  const context = { cacheControl: { revalidate: 300, expire: undefined } }
  return cache.set(key, ...([value, context] as unknown as [SetArgs[1], SetArgs[2]]))
}

const readPage = (key: string) =>
  cache.get(key, { kind: 'APP_PAGE', isFallback: false } as unknown as GetContext)

describe('the generation-checked cache', () => {
  it('misses on a CMS answer fetched before the webhook, even when stored after it', async () => {
    const readBefore = ['articles', generationTag('articles')]
    advanceGenerations(['articles'])
    await storeAnswer('list-straddling', readBefore)
    const readNow = ['articles', generationTag('articles')]
    expect(await readAnswer('list-straddling', readNow)).toBeNull()

    await storeAnswer('list-straddling', readNow)
    expect(await readAnswer('list-straddling', readNow)).not.toBeNull()
  })

  it('misses on a page rendered from a read before the webhook, whenever it was stored', async () => {
    const renderedFrom = ['_N_T_/featured', 'articles', generationTag('articles')]
    await storePage('/en/featured', renderedFrom)
    expect(await readPage('/en/featured')).not.toBeNull()

    advanceGenerations(['articles'])
    expect(await readPage('/en/featured')).toBeNull()
    await storePage('/en/featured', renderedFrom)
    expect(await readPage('/en/featured')).toBeNull()

    await storePage('/en/featured', ['articles', generationTag('articles')])
    expect(await readPage('/en/featured')).not.toBeNull()
  })

  it('keeps no 404: unknown addresses, however many, store nothing', async () => {
    await storePage('/en/articles/not-yet', ['articles', generationTag('articles')], 404)
    expect(await readPage('/en/articles/not-yet')).toBeNull()
  })

  it('keeps entries whose tags the webhook did not name', async () => {
    await storePage('/en/privacy-policy', ['site-settings', generationTag('site-settings')])
    advanceGenerations(['articles', 'authors'])
    expect(await readPage('/en/privacy-policy')).not.toBeNull()
  })

  it('stamps every tag with its own generation', () => {
    const before = generationTag('authors')
    advanceGenerations(['authors'])
    expect(generationTag('authors')).not.toBe(before)
    expect(generationTag('authors')).toMatch(/^authors@\d+$/)
  })

  it('with a shared cache, misses on what was read before a change announced with a global number', async () => {
    await storePage('/en/news', ['articles', generationTag('articles')])
    raiseGenerations(['articles'], 1000)
    expect(await readPage('/en/news')).toBeNull()
    expect(generationTag('articles')).toBe('articles@1000')

    raiseGenerations(['articles'], 999)
    expect(generationTag('articles')).toBe('articles@1000')
  })

  it('misses on every stamped entry while the latest generations are unknown', async () => {
    await storePage('/en/opinion', ['articles', generationTag('articles')])
    generationsUnknown()
    expect(await readPage('/en/opinion')).toBeNull()
    generationsKnown([['articles', 0]])
    expect(await readPage('/en/opinion')).not.toBeNull()
  })
})
