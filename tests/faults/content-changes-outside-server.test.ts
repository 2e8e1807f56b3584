import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  CONTENT_CHANGED_CHANNEL,
  parseContentChangedMessage,
  type ContentChangedMessage,
} from '@blockwise/shared'

import { startRedisServer, type RedisServer } from '../../scripts/lib/redisServer'
import { createArticle, createAuthor } from '../support/fixtures'
import { testPayload } from '../support/payload'

/**
 * `npm run worker` saves articles through the Local API in a process without the CMS server (no
 * connection opened at boot). This test process is one such: the CMS modules are imported only
 * once REDIS_URL is set, so they read it as the worker does.
 */
let redis: RedisServer
const received: (ContentChangedMessage | null)[] = []
let listener: ReturnType<typeof createClient> | undefined

beforeAll(async () => {
  redis = await startRedisServer()
  process.env.REDIS_URL = redis.url
  listener = createClient({ url: redis.url })
  await listener.connect()
  await listener.subscribe(CONTENT_CHANGED_CHANNEL, (text) => {
    received.push(parseContentChangedMessage(text))
  })
})

afterAll(async () => {
  delete process.env.REDIS_URL
  const { closeRedis } = await import('@/redis/client')
  await closeRedis()
  await listener?.close()
  await redis?.stop()
})

describe('a process running the jobs, with REDIS_URL', () => {
  it('announces its committed saves on the channel', async () => {
    const payload = await testPayload()
    const author = await createAuthor(payload)
    await createArticle(payload, author.id, { published: true })
    await expect
      .poll(() => received.filter((message) => message?.tags.includes('articles')), {
        timeout: 3000,
      })
      .not.toHaveLength(0)
    expect(received).not.toContain(null)
  })

  it('announces what a job tells the site after its unannounced writes (notifySite)', async () => {
    const { notifySite } = await import('@/hooks/revalidateSite')
    const before = received.length
    await notifySite(await testPayload(), ['site-settings'])
    await expect
      .poll(() => received.slice(before), { timeout: 3000 })
      .toEqual([{ tags: ['site-settings'], generation: expect.any(Number) as number }])
  })
})
