import type { IncomingMessage, ServerResponse } from 'node:http'
import pLimit from 'p-limit'

import { pageFiller } from '../lib/pageTemplates/pageFiller'
import { templatedPagePath } from '../lib/pageTemplates/readerPageRequest'
import { PAGE_FINISHED, PAGE_SOURCE, RENDER_BY_NEXT } from '../lib/pageTemplates/selfRender'

type Handler = (request: IncomingMessage, response: ServerResponse) => unknown

/**
 * Fills at work at once; the others wait their turn outside the event loop's queue. Without it a
 * crawler's ten connections interleave their fills' steps with every other request's, and a
 * cached page, served in a few steps, waited behind all of them (p99 0.3–0.5 s). Two keep the
 * CMS and PostgreSQL as busy as ten did (measured: the same fills a second); one halves them.
 */
const FILLS_AT_ONCE = 2

/**
 * A fill slower than this (a CMS that stopped answering, say) gives up its turn, so that two stuck
 * fills cannot hold every reader's templated page: Next answers that page instead.
 */
const FILL_TIMEOUT_MS = 10_000

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No page after ${ms} ms`)), ms)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

const hasCookie = (request: IncomingMessage) => (name: string) =>
  new RegExp(`(^|;\\s*)${name}=`).test(request.headers.cookie ?? '')

/**
 * Readers' pages filled in from templates here, before Next (decision 0026): Next's routing, its
 * proxy and a route handler cost more of the site's CPU than filling the page. The filler is the
 * route's (app/templated-articles), which offers it once Next has loaded it; until then, and for
 * every page no template makes, `next` (Next) answers, told to render the page itself.
 */
export function templatedPages(
  next: Handler,
  { fillTimeoutMs = FILL_TIMEOUT_MS }: { fillTimeoutMs?: number } = {},
): Handler {
  const admitted = pLimit(FILLS_AT_ONCE)
  return (request, response) => {
    const fill = pageFiller()
    const [, pathname = '/', query = ''] = /^([^?]*)(.*)$/s.exec(request.url ?? '/') ?? []
    const path =
      fill &&
      templatedPagePath({
        method: request.method ?? 'GET',
        pathname,
        query,
        accept: request.headers.accept,
        hasHeader: (name) => name in request.headers,
        hasCookie: hasCookie(request),
      })
    if (!fill || !path) return next(request, response)
    const toNext = () => {
      request.headers[RENDER_BY_NEXT] = 'next'
      return next(request, response)
    }
    return admitted(() => withinTime(fill(path), fillTimeoutMs)).then(
      (page) => {
        if (!page) return toNext()
        for (const [name, value] of page.headers) response.setHeader(name, value)
        response.setHeader(PAGE_FINISHED, '1')
        response.setHeader(PAGE_SOURCE, 'template')
        response.setHeader('content-length', page.body.length)
        response.end(request.method === 'HEAD' ? undefined : page.body)
      },
      (error: unknown) => {
        console.error(`No template made the page ${path}:`, error)
        return toNext()
      },
    )
  }
}
