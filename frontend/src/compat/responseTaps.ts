/**
 * Compat: Next sends each answer through the Node response's own writeHead, write and end.
 *
 * These wrap those three methods on the response the site's server hands Next. Next itself sets
 * the status and headers and then flushes or writes; Node then calls the response's writeHead.
 *
 * Why: the site's server (src/server/main.ts) adds what Next's pages cannot say themselves: the
 * edge's headers once an answer's status and Cache-Control are known (surrogateKeys.ts), no
 * internal rewrite destination (rewriteDestination.ts), a copy of the bytes for the micro-cache
 * (microCache.ts), pages rewritten as they stream (deferScripts/rewriteHtmlResponses.ts), a
 * reader's 404 sent with a not-found screen's HTML (notFoundScreens.ts).
 *
 * Supported API looked for: a custom server (`next()`, `getRequestHandler`) hands Next the Node
 * response and offers no hook on the answer's head or body; `proxy` runs before the render, so
 * knows neither status nor Cache-Control and cannot change the body; `headers` in next.config is
 * fixed per path. Node has no event before the head goes out, nor a body transform for a
 * ServerResponse (on-headers, which compression uses, wraps writeHead the same way).
 *
 * If it moves: should Next write to the socket, or through another object, these wrappers are
 * silently skipped: pages reach the edge unkeyed and carrying the CMS's address, the micro-cache
 * keeps nothing, scripts are no longer deferred. responseTaps.canary.test.ts drives Next's
 * sending helpers through them.
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'

type WriteHead = (...args: unknown[]) => ServerResponse
type Write = (...args: unknown[]) => boolean
type End = (...args: unknown[]) => ServerResponse

/** A body's bytes as written, however given. */
function bytesOf(chunk: unknown, encoding: unknown): Buffer | undefined {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return undefined
  return typeof chunk === 'string'
    ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
    : Buffer.from(chunk as Uint8Array)
}

/** Headers given to writeHead, set on the response as Node would merge them. */
function setGivenHeaders(response: ServerResponse, given: unknown): void {
  if (Array.isArray(given)) {
    const flat = given as unknown[]
    for (let index = 0; index < flat.length; index += 2) response.removeHeader(String(flat[index]))
    for (let index = 0; index < flat.length; index += 2)
      response.appendHeader(String(flat[index]), String(flat[index + 1]))
  } else if (given && typeof given === 'object') {
    for (const [name, value] of Object.entries(given as OutgoingHttpHeaders)) {
      if (value !== undefined) response.setHeader(name, value)
    }
  }
}

/**
 * Runs `listener` once, just before the answer's head goes out: the status and every header,
 * including those given to writeHead itself, are on `response` and may still be changed.
 */
export function beforeHead(response: ServerResponse, listener: () => void): void {
  const writeHead = response.writeHead.bind(response) as WriteHead
  let ran = false
  response.writeHead = (statusCode: number, ...rest: unknown[]) => {
    response.statusCode = statusCode
    setGivenHeaders(response, rest.at(-1))
    if (!ran) {
      ran = true
      listener()
    }
    return typeof rest[0] === 'string'
      ? writeHead(response.statusCode, rest[0])
      : writeHead(response.statusCode)
  }
}

/** Hands `see` each chunk of the body as bytes, as it is written or ended with. */
export function onBodyChunk(response: ServerResponse, see: (bytes: Buffer) => void): void {
  const write = response.write.bind(response) as Write
  const end = response.end.bind(response) as End
  const seen = (chunk: unknown, encoding: unknown) => {
    const bytes = bytesOf(chunk, encoding)
    if (bytes) see(bytes)
  }
  response.write = ((...args: unknown[]) => {
    seen(args[0], args[1])
    return write(...args)
  }) as ServerResponse['write']
  response.end = ((...args: unknown[]) => {
    seen(args[0], args[1])
    return end(...args)
  }) as ServerResponse['end']
}

/** A body's rewriting, chunk by chunk: what goes out instead (`last`: what the body ended with). */
export interface BodyRewrite {
  write(bytes: Buffer): string
  end(last: Buffer | undefined): string
}

/**
 * Sends the body through the rewrite `choose` returns, called once just before the head goes out
 * (it may still change headers); undefined leaves the body as it is.
 */
export function rewriteBody(response: ServerResponse, choose: () => BodyRewrite | undefined): void {
  let chosen = false
  let rewrite: BodyRewrite | undefined
  const decide = () => {
    if (chosen) return
    chosen = true
    rewrite = choose()
  }
  beforeHead(response, decide)

  const write = response.write.bind(response) as Write
  const end = response.end.bind(response) as End
  response.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    if (!response.headersSent) decide()
    const bytes = bytesOf(chunk, encoding)
    if (!rewrite || !bytes) return write(chunk, encoding, callback)
    return write(rewrite.write(bytes), 'utf8', typeof encoding === 'function' ? encoding : callback)
  }) as ServerResponse['write']
  response.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (!response.headersSent) decide()
    if (!rewrite) return end(chunk, encoding, callback)
    const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function')
    return end(rewrite.end(bytesOf(chunk, encoding)), 'utf8', done)
  }) as ServerResponse['end']
}

/** What a replaced body's bytes come from; asked once the body written has ended. */
export type BodySource = () => Promise<Buffer>

/**
 * Sends, instead of the body written, the bytes of the source `choose` returns (called once just
 * before the head goes out, where it may still change headers); undefined leaves the body as it
 * is. Should the source fail, the body written goes out after all.
 */
export function replaceBody(response: ServerResponse, choose: () => BodySource | undefined): void {
  let chosen = false
  let source: BodySource | undefined
  const decide = () => {
    if (chosen) return
    chosen = true
    source = choose()
  }
  beforeHead(response, decide)

  const written: Buffer[] = []
  const keep = (chunk: unknown, encoding: unknown) => {
    const bytes = bytesOf(chunk, encoding)
    if (bytes) written.push(bytes)
  }
  const callbackOf = (...args: unknown[]) =>
    args.find((argument): argument is () => void => typeof argument === 'function')
  const write = response.write.bind(response) as Write
  const end = response.end.bind(response) as End
  response.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    if (!response.headersSent) decide()
    if (!source) return write(chunk, encoding, callback)
    keep(chunk, encoding)
    const done = callbackOf(encoding, callback)
    if (done) process.nextTick(done)
    return true
  }) as ServerResponse['write']
  response.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (!response.headersSent) decide()
    if (!source) return end(chunk, encoding, callback)
    keep(chunk, encoding)
    const done = callbackOf(chunk, encoding, callback)
    source().then(
      (body) => end(body, done),
      () => end(Buffer.concat(written), done),
    )
    return response
  }) as ServerResponse['end']
}
