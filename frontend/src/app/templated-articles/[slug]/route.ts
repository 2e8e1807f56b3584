import type { NextRequest } from 'next/server'

import { forUnstoredPage } from '@/lib/cms/unstoredPageReads'
import type { SentPage } from '@/lib/pageTemplates/cardedTemplates'
import { offerPageFiller, type FilledPage } from '@/lib/pageTemplates/pageFiller'
import {
  PAGE_FINISHED,
  PAGE_SOURCE,
  RENDER_BY_NEXT,
  selfOrigin,
} from '@/lib/pageTemplates/selfRender'

import { readerPage } from '../readerPages'

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

async function renderSpecimen(path: string): Promise<SentPage> {
  const answer = await renderedByNext(path)
  if (answer.status !== 200) throw new Error(`A specimen page answered ${answer.status}`)
  return { html: await answer.text(), headers: [...answer.headers] }
}

/**
 * A reader's page filled in from its shape's templates
 * (docs/decisions/0026-archive-renders-outside-the-app-router.md), or null when Next must render
 * it: nothing is at `path`, or no template can make its page.
 */
function filledReaderPage(path: string): Promise<FilledPage | null> {
  return forUnstoredPage(() =>
    readerPage(path, renderSpecimen).catch((error: unknown) => {
      // Templates only make pages cheaper: a reader never sees their failure.
      console.error(`No template made the page ${path}:`, error)
      return null
    }),
  )
}

// From now on the site's server fills readers' pages itself, before Next.
offerPageFiller(filledReaderPage)

/**
 * A reader's article page, for requests that reach Next before the site's server has the filler
 * (the proxy sends plain reader GETs of /articles/{slug} here): as the server would answer it.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const page = await filledReaderPage(`/articles/${slug}`)
  if (!page) return renderedByNext(`/articles/${slug}${request.nextUrl.search}`)
  const headers = new Headers(page.headers)
  headers.set(PAGE_FINISHED, '1')
  headers.set(PAGE_SOURCE, 'template')
  // A copy the Response owns (a Buffer's memory may be shared): this route answers few pages.
  return new Response(new Uint8Array(page.body), { headers })
}
