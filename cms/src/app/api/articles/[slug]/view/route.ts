import { counterRoute } from '@/contract/counterRoute'
import { methodsNotAllowed } from '@/contract/http'

export const dynamic = 'force-dynamic'

/** docs/product.md#calls: the site counts a view 30 s after an article loads; answered with { views }. */
export const POST = counterRoute('view')

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('POST')
