import { methodsNotAllowed } from '@/contract/http'
import { seoTitleRoute } from '@/contract/seoTitleRoute'

export const dynamic = 'force-dynamic'

/** docs/product.md#calls: POST /api/articles/{id}/reject-seo-title clears the proposal. */
export const POST = seoTitleRoute('reject')

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('POST')
