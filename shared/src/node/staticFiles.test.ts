import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { precompressDirectory } from './precompress'
import { createStaticFiles } from './staticFiles'

const SCRIPT = `self.chunk = ${JSON.stringify('framework '.repeat(2000))};\n`

let nextDir = ''
let base = ''
let staticFiles: ReturnType<typeof createStaticFiles>
const fellThrough: string[] = []
const server = createServer((request, response) => {
  staticFiles(request, response, () => {
    fellThrough.push(`${request.method} ${request.url}`)
    response.writeHead(404).end('from Next')
  })
})

beforeAll(async () => {
  nextDir = await mkdtemp(path.join(tmpdir(), 'static-files-'))
  await mkdir(path.join(nextDir, 'static', 'chunks'), { recursive: true })
  await writeFile(path.join(nextDir, 'static', 'chunks', 'app.js'), SCRIPT)
  // Random bytes do not compress: no copies may be written for them.
  await writeFile(path.join(nextDir, 'static', 'chunks', 'noise.txt'), randomBytes(4096))
  expect(await precompressDirectory(path.join(nextDir, 'static'))).toBe(1)
  staticFiles = createStaticFiles(path.join(nextDir, 'static'))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.close()
  await rm(nextDir, { recursive: true, force: true })
})

function randomBytes(length: number): Buffer {
  return Buffer.from(Array.from({ length }, () => Math.floor(Math.random() * 256)))
}

/** A raw request: the body exactly as sent, never decompressed by the client. */
function send(method: string, url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const request = httpRequest(`${base}${url}`, { method, headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
      })
      request.on('error', reject)
      request.end()
    },
  )
}

describe("the build's static files", () => {
  it('sends the brotli copy to a browser that accepts it, cached for a year', async () => {
    const answer = await send('GET', '/_next/static/chunks/app.js', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT)
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 10)
    expect(answer.headers['content-type']).toMatch(/javascript/)
    expect(answer.headers['cache-control']).toBe('public,max-age=31536000,immutable')
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.headers.vary).toBe('Accept-Encoding')
  })

  it('sends gzip, or the file itself, to clients without brotli', async () => {
    const gzipped = await send('GET', '/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzipped.body).toString()).toBe(SCRIPT)
    const plain = await send('GET', '/_next/static/chunks/app.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(SCRIPT)
  })

  it('writes no compressed copy that would be larger than the file', async () => {
    const noise = await send('GET', '/_next/static/chunks/noise.txt', {
      'accept-encoding': 'gzip, br',
    })
    expect(noise.status).toBe(200)
    expect(noise.headers['content-encoding']).toBeUndefined()
    expect(noise.body.length).toBe(4096)
  })

  it('refuses any other method on a build file, existing or not', async () => {
    fellThrough.length = 0
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const answer = await send(method, '/_next/static/chunks/app.js')
      expect(answer.status).toBe(405)
      expect(answer.headers.allow).toBe('GET, HEAD')
    }
    expect((await send('POST', '/_next/static/chunks/missing.js')).status).toBe(405)
    expect(fellThrough).toEqual([])
  })

  it('leaves ranges, other paths and missing files to Next', async () => {
    fellThrough.length = 0
    const range = await send('GET', '/_next/static/chunks/app.js', { range: 'bytes=0-9' })
    expect(range.body.toString()).toBe('from Next')
    expect((await send('GET', '/_next/static/chunks/missing.js')).status).toBe(404)
    expect((await send('GET', '/chunks/app.js')).status).toBe(404)
    expect(fellThrough).toEqual([
      'GET /_next/static/chunks/app.js',
      'GET /_next/static/chunks/missing.js',
      'GET /chunks/app.js',
    ])
  })
})
