import type { IncomingMessage, ServerResponse } from 'node:http'
import { StringDecoder } from 'node:string_decoder'

import { rewriteBody, type BodyRewrite } from '../../compat/responseTaps'
import { PAGE_FINISHED } from '../../lib/pageTemplates/selfRender'

import { createHtmlRewriter } from './htmlRewriter'

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
  rewriteBody(response, () => {
    const finished = response.hasHeader(PAGE_FINISHED)
    response.removeHeader(PAGE_FINISHED)
    const type = String(response.getHeader('content-type') ?? '')
    // Only pages: an error page can be blank until its script runs (Next renders a not-found
    // page thrown while streaming in the browser), and nothing would paint to start it.
    if (request.method === 'HEAD' || response.statusCode !== 200) return undefined
    // A filled template, or a page the site's server already rewrote (selfRender.ts).
    if (finished) return undefined
    if (!/^text\/html\b/i.test(type)) return undefined
    response.removeHeader('content-length')
    return scriptDeferral()
  })
  void next()
}

/** The page's bytes through the script-deferring rewriter, as text cut anywhere. */
function scriptDeferral(): BodyRewrite {
  const rewriter = createHtmlRewriter()
  const decoder = new StringDecoder('utf8')
  return {
    write: (bytes) => rewriter.write(decoder.write(bytes)),
    end: (last) =>
      rewriter.write((last ? decoder.write(last) : '') + decoder.end()) + rewriter.end(),
  }
}
