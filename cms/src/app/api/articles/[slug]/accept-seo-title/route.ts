import { methodsNotAllowed } from '@/contract/http'
import { seoTitleRoute } from '@/contract/seoTitleRoute'

export const dynamic = 'force-dynamic'

/** docs/product.md#calls: POST /api/articles/{id}/accept-seo-title { seoTitle } saves the proposed title. */
export const POST = seoTitleRoute('accept')

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('POST')
