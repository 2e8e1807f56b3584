import { cookies, draftMode } from 'next/headers'

import { PREVIEW_TOKEN_COOKIE } from '@/lib/preview/previewCookies'
import { NEVER_STORED } from '@/lib/preview/previewHeaders'

/** Only a path of this site: never `//elsewhere` or a URL. */
const LOCAL_PATH = /^\/(?![/\\])[^\s]*$/

/** Leaves the preview: draft mode off, the token forgotten, back to the page as readers see it. */
export async function GET(request: Request): Promise<Response> {
  ;(await draftMode()).disable()
  ;(await cookies()).delete(PREVIEW_TOKEN_COOKIE)
  const path = new URL(request.url).searchParams.get('path') ?? '/'
  return new Response(null, {
    status: 307,
    headers: { ...NEVER_STORED, location: LOCAL_PATH.test(path) ? path : '/' },
  })
}
