import { isSlug, surrogateKeyHeaders } from '@blockwise/shared'
import { apiAnswerKeys } from '@/edge/apiAnswerKeys'

import { publicRead, publicReadMethods } from '@/contract/cors'
import { matchesIfNoneMatch } from '@/contract/etag'
import { contractRoute, errorResponse, type Params } from '@/contract/http'
import { articleOgImage } from '@/contract/ogImage'
import { cmsPayload } from '@/lib/cmsPayload'

export const dynamic = 'force-dynamic'

/** docs/product.md#calls: the article's 1200×630 social image, revalidated by ETag. */
export const GET = publicRead(
  contractRoute(async (request, { params }: Params<'slug'>) => {
    const { slug } = await params
    const image = isSlug(slug) ? await articleOgImage(await cmsPayload(), slug) : null
    if (!image) return errorResponse(404, 'Article not found')
    // Keyed by the article's page, which the CMS purges whenever the article changes.
    const headers = {
      etag: image.etag,
      'cache-control': 'public, max-age=3600, stale-while-revalidate=86400',
      ...surrogateKeyHeaders(apiAnswerKeys('socialImage', { slug })),
    }
    if (matchesIfNoneMatch(request, image.etag)) return new Response(null, { status: 304, headers })
    return new Response(new Uint8Array(image.body), {
      headers: {
        ...headers,
        'content-type': 'image/jpeg',
        'content-length': String(image.body.length),
      },
    })
  }),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
