import type { NextRequest } from 'next/server'

import { getArticlePageData } from '@/app/[locale]/articles/[slug]/articlePageData'
import { filledArticlePage, type SentPage } from '@/app/[locale]/articles/[slug]/articleTemplate'
import { forUnstoredPage } from '@/lib/cms/unstoredPageReads'
import {
  PAGE_FINISHED,
  PAGE_SOURCE,
  RENDER_BY_NEXT,
  selfOrigin,
} from '@/lib/pageTemplates/selfRender'

/** What the site's server would not pass on from its own answer: it sets them again. */
const HOP_HEADERS =
  /^(connection|keep-alive|transfer-encoding|content-length|date|x-site-instance)$/i

/** `path` as Next renders it, asked of the site's own server (the proxy passes it to the page). */
async function renderedByNext(path: string): Promise<Response> {
  const answer = await fetch(`${selfOrigin()}${path}`, {
    headers: { [RENDER_BY_NEXT]: 'next', 'accept-encoding': 'identity' },
    cache: 'no-store',
    redirect: 'manual',
  })
  const headers = new Headers([...answer.headers].filter(([name]) => !HOP_HEADERS.test(name)))
  headers.set(PAGE_FINISHED, '1')
  return new Response(answer.body, { status: answer.status, headers })
}

async function renderArticlePage(slug: string): Promise<SentPage> {
  const answer = await renderedByNext(`/articles/${slug}`)
  if (answer.status !== 200) throw new Error(`A specimen page answered ${answer.status}`)
  return { html: await answer.text(), headers: [...answer.headers] }
}

/**
 * A reader's article page (the proxy sends plain reader GETs of /articles/{slug} here): filled
 * in from its shape's template (docs/decisions/0026-archive-renders-outside-the-app-router.md), or rendered by
 * Next when no template can make it.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  return forUnstoredPage(() => articlePage(request, slug))
}

async function articlePage(request: NextRequest, slug: string): Promise<Response> {
  const { article, readMore, authors, settings, preview } = await getArticlePageData(slug)
  const page =
    article && !preview
      ? await filledArticlePage({ article, readMore, authors, settings }, renderArticlePage).catch(
          (error: unknown) => {
            // Templates only make pages cheaper: a reader never sees their failure.
            console.error(`No template made the article page ${slug}:`, error)
            return null
          },
        )
      : null
  if (!page) return renderedByNext(`/articles/${slug}${request.nextUrl.search}`)
  const headers = new Headers(page.headers)
  headers.set(PAGE_FINISHED, '1')
  headers.set(PAGE_SOURCE, 'template')
  // As bytes: a string body is checked character by character for lone surrogates (~1 ms a page).
  return new Response(Buffer.from(page.html), { headers })
}
