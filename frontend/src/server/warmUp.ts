import type { IncomingMessage } from 'node:http'

import { RENDER_BY_NEXT } from '../lib/pageTemplates/selfRender'

/** On the site's own warm-up requests, which pass while readers wait for the warm-up. */
const WARM_UP = 'x-blockwise-warm-up'
/** The newest article pages asked for, a few at a time (the fills' own limit). */
const PAGES = 12
const AT_ONCE = 2
/** Readers never wait longer than this for a warm-up, whatever holds it up. */
const LONGEST_MS = 20_000

/** Whether a request is the site's own: a warm-up, or a page it asks Next to render. */
export const isOwnRequest = (request: IncomingMessage) =>
  WARM_UP in request.headers || RENDER_BY_NEXT in request.headers

async function get(url: string): Promise<Response> {
  const answer = await fetch(url, { headers: { [WARM_UP]: '1', 'accept-encoding': 'identity' } })
  await answer.arrayBuffer()
  return answer
}

async function newestArticleSlugs(origin: string): Promise<string[]> {
  const answer = await fetch(`${origin}/api/articles?published=true&limit=${PAGES}`, {
    headers: { [WARM_UP]: '1' },
  })
  if (!answer.ok) return []
  const articles: unknown = await answer.json()
  if (!Array.isArray(articles)) return []
  return articles.flatMap((article: { slug?: unknown }) =>
    typeof article.slug === 'string' ? [article.slug] : [],
  )
}

/**
 * A fresh process's first pages cost it far more than the rest: Next loads each route's code, the
 * data every page shares is read, and the article templates of the commonest shapes are made
 * (decision 0026). A fresh site asks itself for its home and its newest article pages before
 * readers' requests are let in (a deploy otherwise greets its first readers with second-long
 * pages); resolves once done, or after LONGEST_MS, and never fails.
 */
export async function warmUp(origin: string): Promise<void> {
  const work = (async () => {
    await get(`${origin}/`)
    const slugs = await newestArticleSlugs(origin)
    for (let next = 0; next < slugs.length; next += AT_ONCE) {
      await Promise.all(
        slugs.slice(next, next + AT_ONCE).map((slug) => get(`${origin}/articles/${slug}`)),
      )
    }
  })().catch((error: unknown) => console.error('The warm-up stopped:', error))
  let timer: NodeJS.Timeout | undefined
  const longest = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, LONGEST_MS).unref()
  })
  await Promise.race([work, longest])
  clearTimeout(timer)
}
