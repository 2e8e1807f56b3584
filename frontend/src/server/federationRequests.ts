import type { IncomingMessage, ServerResponse } from 'node:http'

import { isFederationRequest } from '@blockwise/shared/federation/addresses'

import type { Middleware } from './middleware'

type Handler = (request: IncomingMessage, response: ServerResponse) => unknown

/**
 * The site server's step for the social web (ActivityPub, WebFinger, NodeInfo, an article asked
 * for as ActivityStreams JSON): such a request goes straight to `next` (Next), whose proxy hands
 * it to the CMS. The steps after this one are for pages: the micro-cache and the surrogate keys
 * would keep the CMS's JSON under a page's address, and compression, the script rewriter and
 * the page templates have nothing to do with it.
 */
export function federationRequests(next: Handler): Middleware {
  return (request, response, onward) => {
    const url = request.url ?? '/'
    const queryStart = url.indexOf('?')
    const pathname = queryStart === -1 ? url : url.slice(0, queryStart)
    return isFederationRequest(pathname, request.headers.accept)
      ? next(request, response)
      : onward()
  }
}
