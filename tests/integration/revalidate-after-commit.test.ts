import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import { createServer, type Server } from 'node:http'
import { performance } from 'node:perf_hooks'

import { env } from '@/env'
import { SITE_NOTICE_WAIT_MS } from '@/hooks/revalidateSite'

import { freePort } from '../../scripts/lib/processes'
import { createAuthor, createArticle, uniqueSuffix } from '../support/fixtures'
import { testPayload } from '../support/payload'

const cmsUrl = inject('cmsUrl')
const SECRET = 'after-commit-test-secret'

interface Webhook {
  tags: string[]
  /** The published titles another process read from the database when the webhook arrived. */
  titlesSeen: Promise<string[]>
  /** Whether the stand-in site has answered the webhook. */
  answered: boolean
}

async function publishedTitles(): Promise<string[]> {
  const list = await fetch(`${cmsUrl}/api/articles?published=true`, {
    headers: { 'cache-control': 'no-cache' },
  })
  return ((await list.json()) as Array<{ title: string }>).map((article) => article.title)
}

/**
 * A stand-in site that, like the real one, reads the CMS's lists (through the CMS under test, a
 * different process and database connection) the moment the webhook arrives.
 */
async function startReadingSite() {
  const calls: Webhook[] = []
  /** While true, the stand-in hears webhooks but never answers them (a stuck site). */
  const stuck = { value: false }
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const titlesSeen = publishedTitles()
      const call = {
        tags: (JSON.parse(body) as { tags: string[] }).tags,
        titlesSeen,
        answered: false,
      }
      calls.push(call)
      if (stuck.value) return
      void titlesSeen.finally(() => {
        call.answered = true
        response.end('{}')
      })
    })
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${port}`, calls, server, stuck }
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function waitForCalls(calls: Webhook[], count: number): Promise<void> {
  for (let attempt = 0; attempt < 50 && calls.length < count; attempt++) await settle(100)
}

describe('the site is told of a change only once it is committed', () => {
  const mutableEnv = env as { revalidateSecret?: string; siteInternalUrl: string }
  const original = { ...mutableEnv }
  let site: Awaited<ReturnType<typeof startReadingSite>>
  let articleId = ''

  beforeAll(async () => {
    const payload = await testPayload()
    const author = await createAuthor(payload)
    articleId = String(
      (await createArticle(payload, author.id, { published: true, articleType: 'news' })).id,
    )
    await publishedTitles()
    site = await startReadingSite()
    mutableEnv.revalidateSecret = SECRET
    mutableEnv.siteInternalUrl = site.url
  })

  afterAll(() => {
    Object.assign(mutableEnv, original)
    site.server.closeAllConnections()
    site.server.close()
  })

  it('answers a save only once the site has heard of it', async () => {
    const payload = await testPayload()
    const before = site.calls.length
    const title = `Heard before the answer ${uniqueSuffix()}`
    await payload.update({ collection: 'articles', id: articleId, data: { title } })
    expect(site.calls.slice(before).map((call) => call.answered)).toEqual([true])
    expect(await site.calls[before]?.titlesSeen).toContain(title)
  })

  it('waits for a site that does not answer no longer than SITE_NOTICE_WAIT_MS', async () => {
    const payload = await testPayload()
    const before = site.calls.length
    site.stuck.value = true
    try {
      const started = performance.now()
      await payload.update({
        collection: 'articles',
        id: articleId,
        data: { title: `Stuck ${uniqueSuffix()}` },
      })
      const took = performance.now() - started
      expect(took).toBeGreaterThanOrEqual(SITE_NOTICE_WAIT_MS - 50)
      expect(took).toBeLessThan(SITE_NOTICE_WAIT_MS + 2000)
      expect(site.calls.slice(before).map((call) => call.answered)).toEqual([false])
    } finally {
      site.stuck.value = false
    }
  })

  it('waits for the transaction of a save to commit, then the site reads the new state', async () => {
    const payload = await testPayload()
    const title = `Committed before the webhook ${uniqueSuffix()}`
    const before = site.calls.length
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    try {
      await payload.update({ collection: 'articles', id: articleId, data: { title }, req })
      await settle(500)
      expect(site.calls.slice(before)).toEqual([])
      await commitTransaction(req)
    } finally {
      await killTransaction(req)
    }
    await waitForCalls(site.calls, before + 1)
    expect(site.calls.slice(before).map((call) => call.tags)).toEqual([['articles']])
    expect(await site.calls[before]?.titlesSeen).toContain(title)
  })

  it('tells no one of a save whose transaction rolls back', async () => {
    const payload = await testPayload()
    const before = site.calls.length
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    const title = `Rolled back ${uniqueSuffix()}`
    await payload.update({ collection: 'articles', id: articleId, data: { title }, req })
    await killTransaction(req)
    await settle(500)
    expect(site.calls.slice(before)).toEqual([])
  })
})
