import type { IncomingMessage } from 'node:http'

import { waitAtMost } from '@blockwise/shared/waitAtMost'

import { RENDER_BY_NEXT } from '../lib/pageTemplates/selfRender'

/** On the site's own warm-up requests, which pass while readers wait for the warm-up. */
const WARM_UP = 'x-blockwise-warm-up'
/** Article pages asked for from each list page sampled, a few at a time (the fills' own limit). */
const PAGES = 12
const AT_ONCE = 2
/**
 * The list pages sampled: the newest articles, and older ones at depths growing eightfold (to
 * ~50,000 articles back), whose shapes the newest may not have. Pages past the end are empty.
 */
const LIST_PAGES = [1, 8, 64, 512, 4096]
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

async function articleSlugs(origin: string, page: number): Promise<string[]> {
  const query = page === 1 ? '' : `&page=${page}`
  const answer = await fetch(`${origin}/api/articles?published=true&limit=${PAGES}${query}`, {
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
 * data every page shares is read, and the article templates of the archive's shapes are made
 * (decision 0026), two renders each. A fresh site asks itself for its home and a sample of its
 * article pages, the newest and older ones, before readers' requests are let in (a deploy
 * otherwise greets the readers of its archive with second-long pages while they wait for the
 * templates); resolves once done, or after LONGEST_MS, and never fails.
 */
export async function warmUp(origin: string): Promise<void> {
  const work = (async () => {
    await get(`${origin}/`)
    for (const page of LIST_PAGES) {
      const slugs = await articleSlugs(origin, page)
      for (let next = 0; next < slugs.length; next += AT_ONCE) {
        await Promise.all(
          slugs.slice(next, next + AT_ONCE).map((slug) => get(`${origin}/articles/${slug}`)),
        )
      }
    }
  })().catch((error: unknown) => console.error('The warm-up stopped:', error))
  await waitAtMost(work, LONGEST_MS)
}
