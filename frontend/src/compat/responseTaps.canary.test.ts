import { IncomingMessage, ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import { Socket } from 'node:net'
import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'

import { beforeHead, onBodyChunk, replaceBody, rewriteBody } from './responseTaps'

const load = createRequire(import.meta.url)
const broken = (internal: string, what: string) =>
  `frontend/src/compat/responseTaps.ts wraps the response Next sends through (${internal}): ${what}`

/** An export of one of Next's sending helpers, failing with a message naming it if it moved. */
function nextInternal<T>(internal: string, name: string): T {
  expect(() => load.resolve(internal), broken(internal, 'the module is gone')).not.toThrow()
  const value = (load(internal) as Record<string, unknown>)[name]
  expect(typeof value, broken(internal, `it no longer exports ${name}`)).toBe('function')
  return value as T
}

interface RenderResultClass {
  fromStatic(value: string, contentType: string): unknown
  new (
    response: ReadableStream<Uint8Array>,
    options: { contentType: string; metadata: object },
  ): unknown
}
type SendRenderResult = (options: {
  req: IncomingMessage
  res: ServerResponse
  result: unknown
  generateEtags: boolean
  poweredByHeader: boolean
  cacheControl: { revalidate: number; expire: undefined }
}) => Promise<void>
type SendResponse = (req: unknown, res: unknown, response: Response) => Promise<void>

const SEND_PAYLOAD = 'next/dist/server/send-payload.js'
const RENDER_RESULT = 'next/dist/server/render-result.js'
const PIPE_READABLE = 'next/dist/server/pipe-readable.js'
const SEND_RESPONSE = 'next/dist/server/send-response.js'
const NODE_HTTP = 'next/dist/server/base-http/node.js'

/** A real Node response to a GET, on an in-memory connection. */
function connectedResponse() {
  const connection = new PassThrough()
  const request = new IncomingMessage(new Socket())
  request.method = 'GET'
  const response = new ServerResponse(request)
  response.assignSocket(connection as unknown as Socket)
  const finished = new Promise<void>((resolve) => response.once('finish', () => resolve()))
  return { connection, request, response, finished }
}

/**
 * A real Node response on an in-memory connection, with all three taps on it as the site's server
 * puts them: the heads and the body chunks they saw.
 */
function tappedResponse() {
  const { connection, request, response, finished } = connectedResponse()
  connection.resume()
  const heads: string[] = []
  const chunks: string[] = []
  onBodyChunk(response, (bytes) => chunks.push(bytes.toString()))
  beforeHead(response, () =>
    heads.push(`${response.statusCode} ${String(response.getHeader('cache-control'))}`),
  )
  rewriteBody(response, () => {
    response.removeHeader('content-length')
    return {
      write: (bytes) => bytes.toString().toUpperCase(),
      end: (last) => `${last?.toString().toUpperCase() ?? ''}<!--end-->`,
    }
  })
  return { request, response, heads, chunks, finished }
}

const chunked = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk))
      controller.close()
    },
  })

/** Next sends a streamed page render (kept 300 s) of `parts` to `response`. */
async function sendStreamedRender(
  request: IncomingMessage,
  response: ServerResponse,
  ...parts: string[]
): Promise<void> {
  const sendRenderResult = nextInternal<SendRenderResult>(SEND_PAYLOAD, 'sendRenderResult')
  const RenderResult = nextInternal<RenderResultClass>(RENDER_RESULT, 'default')
  await sendRenderResult({
    req: request,
    res: response,
    result: new RenderResult(chunked(...parts), {
      contentType: 'text/html; charset=utf-8',
      metadata: {},
    }),
    generateEtags: false,
    poweredByHeader: false,
    cacheControl: { revalidate: 300, expire: undefined },
  })
}

describe("Next's sending of an answer, which the site's server taps", () => {
  it('sends a page from its cache through writeHead and end', async () => {
    const sendRenderResult = nextInternal<SendRenderResult>(SEND_PAYLOAD, 'sendRenderResult')
    const RenderResult = nextInternal<RenderResultClass>(RENDER_RESULT, 'default')
    const { request, response, heads, chunks, finished } = tappedResponse()
    await sendRenderResult({
      req: request,
      res: response,
      result: RenderResult.fromStatic('<p>cached</p>', 'text/html; charset=utf-8'),
      generateEtags: false,
      poweredByHeader: false,
      cacheControl: { revalidate: 300, expire: undefined },
    })
    await finished
    const past = broken(SEND_PAYLOAD, 'sendRenderResult() sent past the taps')
    expect(heads, past).toEqual(['200 s-maxage=300'])
    expect(chunks, past).toEqual(['<P>CACHED</P><!--end-->'])
  })

  it('streams a render through writeHead (flushing the head), write and end', async () => {
    nextInternal(PIPE_READABLE, 'pipeToNodeResponse')
    const { request, response, heads, chunks, finished } = tappedResponse()
    await sendStreamedRender(request, response, '<p>one', '</p><p>two</p>')
    await finished
    const past = broken(PIPE_READABLE, 'pipeToNodeResponse() sent past the taps')
    expect(heads, past).toEqual(['200 s-maxage=300'])
    expect(chunks, past).toEqual(['<P>ONE', '</P><P>TWO</P>', '<!--end-->'])
  })

  it("sends a route handler's or proxied answer through writeHead, write and end", async () => {
    const sendResponse = nextInternal<SendResponse>(SEND_RESPONSE, 'sendResponse')
    const NodeNextResponse = nextInternal<new (response: ServerResponse) => unknown>(
      NODE_HTTP,
      'NodeNextResponse',
    )
    const { request, response, heads, chunks, finished } = tappedResponse()
    const answer = new Response(chunked('[1,', '2]'), {
      status: 201,
      headers: { 'cache-control': 'no-store', 'content-type': 'application/json' },
    })
    await sendResponse(request, new NodeNextResponse(response), answer)
    await finished
    const past = broken(SEND_RESPONSE, 'sendResponse() sent past the taps')
    expect(heads, past).toEqual(['201 no-store'])
    expect(chunks, past).toEqual(['[1,', '2]', '<!--end-->'])
  })

  it('sends a streamed 404 whose body the site replaces, once Next has ended it', async () => {
    const { connection, request, response, finished } = connectedResponse()
    const sent: Buffer[] = []
    connection.on('data', (bytes: Buffer) => sent.push(bytes))
    response.statusCode = 404
    replaceBody(response, () => () => Promise.resolve(Buffer.from('<h1>Not found</h1>')))
    await sendStreamedRender(request, response, '<html id="__next_error__">', '</html>')
    await finished
    const answer = Buffer.concat(sent).toString()
    const past = broken(PIPE_READABLE, 'a replaced body was sent past the taps')
    expect(answer, past).toMatch(/^HTTP\/1\.1 404 /)
    expect(answer, past).toContain('<h1>Not found</h1>')
    expect(answer, past).not.toContain('__next_error__')
  })
})
