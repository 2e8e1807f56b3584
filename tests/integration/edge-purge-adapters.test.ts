import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { purgeEdge } from '@/edge/purgeEdge'

import { startFakeCloudflare, startFakeFastly, type CdnFake } from '../fakes/cdnPurge'

const TOKEN = 'test-cdn-token'
const keys = (count: number) => Array.from({ length: count }, (_, index) => `article-${index}`)

function recordingLogger() {
  const warnings: string[] = []
  return { warnings, warn: (message: string) => warnings.push(message) }
}

describe.each([
  {
    adapter: 'fastly' as const,
    start: startFakeFastly,
    path: '/service/SU1Z0isxPaozGVKXdv0eY/purge',
    batch: 256,
  },
  {
    adapter: 'cloudflare' as const,
    start: startFakeCloudflare,
    path: '/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache',
    batch: 30,
  },
])(
  'the $adapter purge adapter, against a fake speaking its API',
  ({ adapter, start, path, batch }) => {
    let cdn: CdnFake
    const target = (token = TOKEN) => ({ adapter, url: `${cdn.url}${path}`, token })

    beforeAll(async () => {
      cdn = await start(TOKEN)
    })
    afterAll(() => cdn.close())

    it('purges the keys, in as many calls as the API takes keys', async () => {
      cdn.purged.length = 0
      const logger = recordingLogger()
      expect(await purgeEdge(target(), keys(batch + 5), logger)).toBe(true)
      expect(cdn.purged.map((purged) => purged.length).sort((a, b) => b - a)).toEqual([batch, 5])
      expect(cdn.purged.flat().sort()).toEqual(keys(batch + 5).sort())
      expect(logger.warnings).toEqual([])
    })

    it('retries while the API is unavailable, and then succeeds', async () => {
      cdn.purged.length = 0
      const before = cdn.requests.length
      cdn.script('server_error', 'server_error')
      expect(await purgeEdge(target(), ['list-home'], recordingLogger())).toBe(true)
      expect(cdn.requests.length - before).toBe(3)
      expect(cdn.purged).toEqual([['list-home']])
    })

    it('gives up on a refused token at once, logs it and throws nothing', async () => {
      const before = cdn.requests.length
      const logger = recordingLogger()
      expect(await purgeEdge(target('wrong-token'), ['list-home'], logger)).toBe(false)
      expect(cdn.requests.length - before).toBe(1)
      expect(logger.warnings.join('\n')).toMatch(
        new RegExp(`Edge purge \\(${adapter}\\).*answered 40[13]`),
      )
    })

    it('logs, after its last retry, an API that stays down', async () => {
      const before = cdn.requests.length
      const logger = recordingLogger()
      cdn.script('server_error', 'server_error', 'server_error', 'server_error')
      expect(await purgeEdge(target(), ['list-home'], logger)).toBe(false)
      expect(cdn.requests.length - before).toBe(4)
      expect(logger.warnings).toHaveLength(1)
    })
  },
)
