import { Agent, request as httpRequest } from 'node:http'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { errorBodySchema } from '@blockwise/shared'

import { EDITOR_BODY_LIMIT, READER_BODY_LIMIT, readBody, withBodyLimit } from '@/contract/bodyLimit'
import { NATIVE_API_BODY_LIMIT } from '@/nativeApi/bodyLimit'

import { articleData, createAuthor, hostileTargets } from '../support/fixtures'
import { testPayload } from '../support/payload'
import { editorHeaders } from '../support/staff'

/**
 * Body size limits on every write, against hostile input: on the /api contract 16 KB for reader
 * actions, 64 KB for editors' calls, 413 `{ error }`; on Payload's native REST and GraphQL
 * (/cms-api) 2 MB, 413 `{ errors: [{ message }] }`. Whether the body declares its length or streams
 * without one, it is refused before the call acts.
 */
const cmsUrl = inject('cmsUrl')
const db = new pg.Client({ connectionString: inject('databaseUrl') })
let editor: Record<string, string> = {}
const ids = { slug: '', articleId: '', incompleteId: '' }

beforeAll(async () => {
  await db.connect()
  editor = await editorHeaders(cmsUrl)
  const { article, incomplete } = await hostileTargets(await testPayload())
  Object.assign(ids, { slug: article.slug, articleId: article.id, incompleteId: incomplete.id })
})

afterAll(() => db.end())

/** A stream of `chunks` chunks of 1 KB that counts how many were pulled. */
function countingStream(chunks: number) {
  const pulled = { count: 0 }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.count === chunks) return controller.close()
      pulled.count += 1
      controller.enqueue(new Uint8Array(1024).fill(0x20))
    },
  })
  return { stream, pulled }
}

describe('the body limit helper', () => {
  it('reads a body of exactly the limit', async () => {
    const body = await readBody(
      new Request('http://cms/api/x', { method: 'POST', body: 'x'.repeat(READER_BODY_LIMIT) }),
      READER_BODY_LIMIT,
    )
    expect(body.ok && body.bytes.byteLength).toBe(READER_BODY_LIMIT)
  })

  it('refuses a byte more with 413 and the envelope', async () => {
    const body = await readBody(
      new Request('http://cms/api/x', { method: 'POST', body: 'x'.repeat(READER_BODY_LIMIT + 1) }),
      READER_BODY_LIMIT,
    )
    expect(body.ok).toBe(false)
    if (body.ok) return
    expect(body.response.status).toBe(413)
    expect(await body.response.json()).toEqual({ error: 'The request body must be at most 16 KB' })
  })

  it('refuses a declared length over the limit without reading a byte', async () => {
    const { stream, pulled } = countingStream(100)
    const request = new Request('http://cms/api/x', {
      method: 'POST',
      body: stream,
      headers: { 'content-length': String(100 * 1024) },
      duplex: 'half',
    } as RequestInit)
    const body = await readBody(request, READER_BODY_LIMIT)
    expect(body.ok).toBe(false)
    expect(pulled.count).toBeLessThanOrEqual(1)
  })

  it('stops reading a body without a length at the limit', async () => {
    const { stream, pulled } = countingStream(10_000)
    const request = new Request('http://cms/api/x', {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit)
    const body = await readBody(request, READER_BODY_LIMIT)
    expect(body.ok).toBe(false)
    // The refusal is answered at once; a megabyte more is drained for the client's sake, then the
    // stream is cancelled: nowhere near the 10 MB on offer.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(pulled.count).toBeLessThan(READER_BODY_LIMIT / 1024 + 1024 + 4)
  })

  it('hands the handler a chunked body it can read again', async () => {
    const bounded = await withBodyLimit(
      new Request('http://cms/api/x', {
        method: 'POST',
        body: '{"a":1}',
        headers: { 'transfer-encoding': 'chunked' },
      }),
      READER_BODY_LIMIT,
    )
    expect(bounded.ok && (await bounded.request.json())).toEqual({ a: 1 })
  })

  it('lets a body of a declared length within the limit through unread', async () => {
    const { stream, pulled } = countingStream(1)
    const request = new Request('http://cms/api/x', {
      method: 'POST',
      body: stream,
      headers: { 'content-length': '1024' },
      duplex: 'half',
    } as RequestInit)
    const bounded = await withBodyLimit(request, READER_BODY_LIMIT)
    expect(bounded.ok && bounded.request).toBe(request)
    expect(pulled.count).toBeLessThanOrEqual(1)
  })

  it('refuses a declared length over the limit before the handler runs', async () => {
    const { stream } = countingStream(100)
    const bounded = await withBodyLimit(
      new Request('http://cms/api/x', {
        method: 'POST',
        body: stream,
        headers: { 'content-length': String(100 * 1024) },
        duplex: 'half',
      } as RequestInit),
      READER_BODY_LIMIT,
    )
    expect(!bounded.ok && bounded.response.status).toBe(413)
  })

  it('lets reads through untouched', async () => {
    const request = new Request('http://cms/api/x')
    const bounded = await withBodyLimit(request, READER_BODY_LIMIT)
    expect(bounded.ok && bounded.request).toBe(request)
  })
})

interface Answer {
  status: number
  text: string
}

/**
 * Sends `size` bytes to the CMS with node:http: with a Content-Length, or chunked without one;
 * `prefix` and then spaces.
 * The CMS may answer and close before it has everything; what is left unsent does not matter.
 */
function sendBody(
  method: string,
  path: string,
  headers: Record<string, string>,
  size: number,
  chunked: boolean,
  prefix = '',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const target = new URL(path, cmsUrl)
    const agent = new Agent({ keepAlive: true })
    const request = httpRequest(
      target,
      {
        method,
        // A fresh keep-alive connection each time: one the CMS cut after refusing a body is never
        // reused, and none asks the CMS to close before it has read what the client still sends.
        agent,
        headers: {
          ...headers,
          'content-type': 'application/json',
          ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(size) }),
        },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => {
          agent.destroy()
          resolve({ status: response.statusCode ?? 0, text })
        })
      },
    )
    let answered = false
    request.on('response', () => (answered = true))
    // Writing into a connection the CMS closed after answering fails; the answer still counts.
    request.on('error', (error) => {
      setTimeout(() => {
        if (!answered) reject(new Error(`${method} ${path} (${size} bytes): ${error.message}`))
      }, 500)
    })
    const chunk = Buffer.alloc(16 * 1024, 0x20)
    // The prefix (JSON, say) comes first; spaces, which JSON ignores, make up the size.
    request.write(prefix)
    let sent = Buffer.byteLength(prefix)
    const write = () => {
      while (sent < size) {
        const piece = chunk.subarray(0, Math.min(chunk.length, size - sent))
        sent += piece.length
        if (!request.write(piece)) return void request.once('drain', write)
      }
      request.end()
    }
    write()
  })
}

const readerWrites = () => [
  ['POST', `/api/articles/${ids.slug}/clap`],
  ['POST', `/api/articles/${ids.slug}/view`],
  ['POST', '/api/newsletter/subscribe'],
  ['POST', '/api/newsletter/confirm'],
  ['POST', '/api/newsletter/unsubscribe?token=x'],
  ['POST', '/api/no-such-route'],
  ['DELETE', '/api/no-such-route'],
]

const editorWrites = () => [
  ['POST', `/api/articles/${ids.articleId}/accept-seo-title`],
  ['POST', `/api/articles/${ids.articleId}/reject-seo-title`],
  ['POST', '/api/generation'],
  ['DELETE', `/api/incomplete-articles/${ids.incompleteId}`],
  ['POST', `/api/incomplete-articles/${ids.incompleteId}/retry`],
  ['POST', '/api/newsletter/digest/test'],
  ['POST', '/api/newsletter/digest/propose'],
  ['POST', '/api/newsletter/digest/send'],
]

async function counts() {
  const { rows } = await db.query<Record<string, string>>(
    `SELECT
    (SELECT claps FROM articles WHERE id = $1) AS claps,
    (SELECT views FROM articles WHERE id = $1) AS views,
    (SELECT seo_title FROM articles WHERE id = $1) AS seo_title,
    (SELECT count(*) FROM incomplete_articles WHERE id = $2) AS incomplete,
    (SELECT count(*) FROM payload_jobs) AS jobs,
    (SELECT count(*) FROM newsletter_issues) AS issues,
    (SELECT count(*) FROM newsletters) AS subscribers`,
    [ids.articleId, ids.incompleteId],
  )
  return rows[0]
}

function expect413({ status, text }: Answer, label: string) {
  expect(status, `${label}: ${text}`).toBe(413)
  expect(errorBodySchema.safeParse(JSON.parse(text)).success).toBe(true)
}

describe('every write under /api refuses an oversized body with 413', () => {
  it('whoever calls, with or without a Content-Length, before anything happens', async () => {
    const before = await counts()
    for (const [method, path] of [...readerWrites(), ...editorWrites()] as [string, string][]) {
      for (const caller of [{}, editor]) {
        for (const chunked of [false, true]) {
          const label = `${method} ${path} ${caller === editor ? 'editor' : 'anonymous'} ${chunked ? 'chunked' : 'sized'}`
          expect413(await sendBody(method, path, caller, EDITOR_BODY_LIMIT + 1, chunked), label)
        }
      }
    }
    // A body far past the limit, streamed: refused just the same, and the CMS keeps serving.
    for (const path of ['/api/newsletter/subscribe', '/api/newsletter/digest/send'])
      expect413(await sendBody('POST', path, editor, 8 * 1024 * 1024, true), `${path} 8 MB`)
    expect(await counts()).toEqual(before)
    expect((await fetch(`${cmsUrl}/api/articles?limit=1`)).status).toBe(200)
  })

  it('allows readers 16 KB', async () => {
    for (const [method, path] of readerWrites() as [string, string][]) {
      expect413(await sendBody(method, path, {}, READER_BODY_LIMIT + 1, false), path)
      const fits = await sendBody(method, path, {}, READER_BODY_LIMIT, false)
      expect(fits.status, `${path}: ${fits.text}`).not.toBe(413)
    }
  })

  it('allows editors 64 KB', async () => {
    const fits = await sendBody(
      'POST',
      `/api/articles/${ids.articleId}/accept-seo-title`,
      editor,
      32 * 1024,
      false,
    )
    // Whitespace is not JSON: the body was read and judged, not refused for its size.
    expect(fits.status).toBe(400)
    expect(JSON.parse(fits.text)).toEqual({ error: 'The request body is not valid JSON' })
  })
})

const nativeWrites = () => [
  ['POST', '/cms-api/articles'],
  ['PATCH', `/cms-api/articles/${ids.articleId}`],
  ['PATCH', '/cms-api/articles?where[id][equals]=x'],
  ['POST', '/cms-api/newsletters'],
  ['POST', '/cms-api/users/login'],
  ['POST', '/cms-api/globals/site-settings'],
  ['POST', '/cms-api/graphql'],
]

async function nativeCounts() {
  const { rows } = await db.query<Record<string, string>>(
    `SELECT (SELECT count(*) FROM articles) AS articles,
    (SELECT max(updated_at)::text FROM articles) AS updated,
    (SELECT count(*) FROM newsletters) AS subscribers`,
  )
  return rows[0]
}

function expectNative413({ status, text }: Answer, label: string) {
  expect(status, `${label}: ${text.slice(0, 300)}`).toBe(413)
  expect(JSON.parse(text)).toEqual({
    errors: [{ message: 'The request body must be at most 2 MB' }],
  })
}

describe('JSON writes to Payload’s native API (/cms-api) refuse a body over 2 MB with 413', () => {
  it('through REST and GraphQL, whoever calls, with or without a Content-Length', async () => {
    const before = await nativeCounts()
    for (const [method, path] of nativeWrites() as [string, string][]) {
      for (const caller of [{}, editor]) {
        for (const chunked of [false, true]) {
          const label = `${method} ${path} ${caller === editor ? 'editor' : 'anonymous'} ${chunked ? 'chunked' : 'sized'}`
          const body = JSON.stringify({ title: 'Too big', query: '{ __typename }' })
          expectNative413(
            await sendBody(method, path, caller, NATIVE_API_BODY_LIMIT + 1, chunked, body),
            label,
          )
        }
      }
    }
    // Far past the limit, streamed: refused just the same, and the CMS keeps serving.
    expectNative413(
      await sendBody('POST', '/cms-api/graphql', editor, 16 * 1024 * 1024, true),
      'GraphQL 16 MB',
    )
    expect(await nativeCounts()).toEqual(before)
    expect((await fetch(`${cmsUrl}/cms-api/articles?limit=1`)).status).toBe(200)
  })

  it('lets an article of exactly the limit through, streamed or not', async () => {
    const payload = await testPayload()
    const { id: authorId } = await createAuthor(payload)
    for (const chunked of [false, true]) {
      const article = JSON.stringify(articleData(authorId))
      const answer = await sendBody(
        'POST',
        '/cms-api/articles',
        editor,
        NATIVE_API_BODY_LIMIT,
        chunked,
        article,
      )
      expect(answer.status, answer.text.slice(0, 300)).toBe(201)
    }
  })

  it('lets a GraphQL query of exactly the limit through', async () => {
    const query = JSON.stringify({ query: '{ Articles(limit: 1) { totalDocs } }' })
    const answer = await sendBody(
      'POST',
      '/cms-api/graphql',
      editor,
      NATIVE_API_BODY_LIMIT,
      true,
      query,
    )
    expect(answer.status, answer.text.slice(0, 300)).toBe(200)
    const { data } = JSON.parse(answer.text) as { data?: { Articles?: { totalDocs: number } } }
    expect(data?.Articles?.totalDocs).toBeGreaterThan(0)
  })
})
