import type { IncomingMessage, ServerResponse } from 'node:http'
import { StringDecoder } from 'node:string_decoder'
import onHeaders from 'on-headers'

import { PAGE_FINISHED } from '../../lib/pageTemplates/selfRender'

import { createHtmlRewriter, type HtmlRewriter } from './htmlRewriter'

type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean
type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse

const toBuffer = (chunk: unknown, encoding: unknown): Buffer =>
  typeof chunk === 'string'
    ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
    : Buffer.from(chunk as Uint8Array)

const hasData = (chunk: unknown) => chunk != null && typeof chunk !== 'function'

/**
 * Puts every HTML page Next writes through the script-deferring rewriter (htmlRewriter.ts) as it
 * streams; other answers pass untouched. Next must not compress (`compress: false`): the site's
 * server compresses what comes out of this.
 */
export function rewriteHtmlResponses(
  request: IncomingMessage,
  response: ServerResponse,
  next: () => unknown,
): void {
  let decided = false
  let rewriter: HtmlRewriter | undefined
  const decoder = new StringDecoder('utf8')
  // Once, before the headers go out: at the first write, or when Next writes them itself.
  const decide = () => {
    if (decided) return
    decided = true
    const finished = response.hasHeader(PAGE_FINISHED)
    response.removeHeader(PAGE_FINISHED)
    const type = String(response.getHeader('content-type') ?? '')
    // Only pages: an error page can be blank until its script runs (Next renders a not-found
    // page thrown while streaming in the browser), and nothing would paint to start it.
    if (request.method === 'HEAD' || response.statusCode !== 200) return
    // A filled template, or a page the site's server already rewrote (selfRender.ts).
    if (finished) return
    if (!/^text\/html\b/i.test(type)) return
    rewriter = createHtmlRewriter()
    response.removeHeader('content-length')
  }
  onHeaders(response, decide)

  const write = response.write.bind(response) as Write
  const end = response.end.bind(response) as End
  response.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    if (!response.headersSent) decide()
    if (!rewriter || !hasData(chunk)) return write(chunk, encoding, callback)
    const text = rewriter.write(decoder.write(toBuffer(chunk, encoding)))
    return write(text, 'utf8', typeof encoding === 'function' ? encoding : callback)
  }) as ServerResponse['write']
  response.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (!response.headersSent) decide()
    if (!rewriter) return end(chunk, encoding, callback)
    const last = (hasData(chunk) ? decoder.write(toBuffer(chunk, encoding)) : '') + decoder.end()
    const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function')
    return end(rewriter.write(last) + rewriter.end(), 'utf8', done)
  }) as ServerResponse['end']
  void next()
}
