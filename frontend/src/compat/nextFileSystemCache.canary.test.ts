import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const INTERNAL = 'next/dist/server/lib/incremental-cache/file-system-cache.js'
const broken = (what: string) =>
  `frontend/src/compat/nextFileSystemCache.mjs extends Next's file-system cache (${INTERNAL}): ${what}`
const load = createRequire(import.meta.url)

/** The compat file, loaded once its internal is known to be there (else the import names neither). */
async function fenced() {
  const { NextFileSystemCache } = await import('./nextFileSystemCache.mjs')
  return NextFileSystemCache
}

type Cache = InstanceType<Awaited<ReturnType<typeof fenced>>>
type SetArgs = Parameters<Cache['set']>
type GetContext = Parameters<Cache['get']>[1]

describe("Next's file-system cache, which the site's cache handler extends", () => {
  it('is still the default export of the module the compat file loads', async () => {
    expect(() => load.resolve(INTERNAL), broken('the module is gone')).not.toThrow()
    const { default: internal } = load(INTERNAL) as { default?: unknown }
    expect(typeof internal, broken('it has no default export of a class')).toBe('function')
    expect(await fenced(), broken('the compat file hands out another class')).toBe(internal)
  })

  it.each(['get', 'set', 'revalidateTag', 'resetRequestCache'])(
    'still has the %s() a cacheHandler implements',
    async (method) => {
      const prototype = (await fenced()).prototype as unknown as Record<string, unknown>
      expect(typeof prototype[method], broken(`${method}() is gone`)).toBe('function')
    },
  )

  it("still takes the context Next gives a cache handler, and gives back what set() stored as the entry's value", async () => {
    const NextFileSystemCache = await fenced()
    const cache = new NextFileSystemCache({
      flushToDisk: false,
      serverDistDir: '/nonexistent',
      revalidatedTags: [],
      maxMemoryCacheSize: 1024 * 1024,
    } as unknown as ConstructorParameters<typeof NextFileSystemCache>[0])
    const value = {
      kind: 'FETCH',
      data: { headers: {}, body: '[]', status: 200, url: 'http://cms/api/canary' },
      revalidate: 300,
    }
    const context = { fetchCache: true, fetchUrl: 'http://cms/api/canary', fetchIdx: 0, tags: [] }
    await cache.set(
      'nextFileSystemCache-canary',
      ...([value, context] as unknown as [SetArgs[1], SetArgs[2]]),
    )
    const entry = await cache.get('nextFileSystemCache-canary', {
      kind: 'FETCH',
      tags: [],
      softTags: [],
    } as unknown as GetContext)
    expect(
      entry?.value,
      broken('get() no longer gives back the set() value as entry.value'),
    ).toEqual(value)
  })
})
