import compression from 'compression'
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createHtmlRewriter } from './htmlRewriter'
import { NEXT_PAGE } from './nextPage.fixture'
import { rewriteHtmlResponses } from './rewriteHtmlResponses'

const PAGE_BYTES = Buffer.from(NEXT_PAGE)
const JSON_BODY = JSON.stringify({ html: NEXT_PAGE })
const REWRITTEN = (() => {
  const rewriter = createHtmlRewriter()
  return rewriter.write(NEXT_PAGE) + rewriter.end()
})()

/** Pages written the ways Next writes them, and an answer that is not a page. */
const origins: Record<string, (response: ServerResponse) => void> = {
  // Streamed, cut inside a script tag and inside a multi-byte character.
  '/streamed': (response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8')
    const tag = NEXT_PAGE.indexOf('<script src=') + 20
    const quote = PAGE_BYTES.indexOf(Buffer.from('’')) + 1
    response.write(PAGE_BYTES.subarray(0, tag))
    response.write(PAGE_BYTES.subarray(tag, quote))
    response.end(PAGE_BYTES.subarray(quote))
  },
  // From Next's cache: the whole page at once, its length given.
  '/whole': (response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8')
    response.setHeader('content-length', PAGE_BYTES.byteLength)
    response.end(PAGE_BYTES)
  },
  '/explicit-head': (response) => {
    response.writeHead(200, {
      'Content-Type': 'text/html',
      'Content-Length': PAGE_BYTES.byteLength,
    })
    response.end(PAGE_BYTES)
  },
  '/missing': (response) => {
    response.statusCode = 404
    response.setHeader('content-type', 'text/html; charset=utf-8')
    response.end(PAGE_BYTES)
  },
  '/data': (response) => {
    response.setHeader('content-type', 'application/json')
    response.setHeader('content-length', Buffer.byteLength(JSON_BODY))
    response.end(JSON_BODY)
  },
}

// As the site's server chains them: compression outside, the rewriter next to Next.
const compress = compression() as unknown as (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
) => void
const server = createServer((request, response) =>
  compress(request, response, () =>
    rewriteHtmlResponses(request, response, () => origins[request.url ?? '']?.(response)),
  ),
)
let base = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.close()
})

/** A raw request: the body exactly as sent, never decompressed by the client. */
function send(path: string, { method = 'GET', encoding = 'identity' } = {}) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = httpRequest(
      `${base}${path}`,
      { method, headers: { 'accept-encoding': encoding } },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        )
      },
    )
    request.on('error', reject)
    request.end()
  })
}

describe('pages on their way out of the site', () => {
  it.each(['/streamed', '/whole', '/explicit-head'])(
    'have their framework script deferred: %s',
    async (path) => {
      const { headers, body } = await send(path)
      expect(body.toString('utf8')).toBe(REWRITTEN)
      if (headers['content-length']) expect(Number(headers['content-length'])).toBe(body.byteLength)
    },
  )

  it('are rewritten before they are compressed', async () => {
    const { headers, body } = await send('/whole', { encoding: 'br, gzip' })
    expect(headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(body).toString('utf8')).toBe(REWRITTEN)
  })

  it('leave a HEAD request with headers only', async () => {
    const { headers, body } = await send('/whole', { method: 'HEAD' })
    expect(headers['content-type']).toBe('text/html; charset=utf-8')
    expect(body.byteLength).toBe(0)
  })

  it('leave an error page as it was: it may paint nothing before its script runs', async () => {
    const { body } = await send('/missing')
    expect(body.toString('utf8')).toBe(NEXT_PAGE)
  })

  it('leave every other answer as it was', async () => {
    const { headers, body } = await send('/data')
    expect(body.toString('utf8')).toBe(JSON_BODY)
    expect(headers['content-length']).toBe(String(Buffer.byteLength(JSON_BODY)))
  })
})
