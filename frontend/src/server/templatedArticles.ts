import type { IncomingMessage, ServerResponse } from 'node:http'

import { articlePageFiller } from '../lib/pageTemplates/articlePageFiller'
import { templatedArticleSlug } from '../lib/pageTemplates/readerArticleRequest'
import { PAGE_FINISHED, PAGE_SOURCE, RENDER_BY_NEXT } from '../lib/pageTemplates/selfRender'

type Handler = (request: IncomingMessage, response: ServerResponse) => unknown

const hasCookie = (request: IncomingMessage) => (name: string) =>
  new RegExp(`(^|;\\s*)${name}=`).test(request.headers.cookie ?? '')

/**
 * Readers' article pages filled in from templates here, before Next (decision 0026): Next's
 * routing, its proxy and a route handler cost more of the site's CPU than filling the page. The
 * filler is the route's (app/templated-articles), which offers it once Next has loaded it; until
 * then, and for every page no template makes, `next` (Next) answers, told to render the page
 * itself.
 */
export function templatedArticles(next: Handler): Handler {
  return (request, response) => {
    const fill = articlePageFiller()
    const slug =
      fill &&
      templatedArticleSlug({
        method: request.method ?? 'GET',
        pathname: (request.url ?? '/').replace(/\?.*$/s, ''),
        hasHeader: (name) => name in request.headers,
        hasCookie: hasCookie(request),
      })
    if (!fill || !slug) return next(request, response)
    const toNext = () => {
      request.headers[RENDER_BY_NEXT] = 'next'
      return next(request, response)
    }
    return fill(slug).then(
      (page) => {
        if (!page) return toNext()
        for (const [name, value] of page.headers) response.setHeader(name, value)
        response.setHeader(PAGE_FINISHED, '1')
        response.setHeader(PAGE_SOURCE, 'template')
        response.setHeader('content-length', page.body.length)
        response.end(request.method === 'HEAD' ? undefined : page.body)
      },
      (error: unknown) => {
        console.error(`No template made the article page ${slug}:`, error)
        return toNext()
      },
    )
  }
}
