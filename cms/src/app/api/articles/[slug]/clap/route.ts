import { counterRoute } from '@/contract/counterRoute'
import { methodsNotAllowed } from '@/contract/http'

export const dynamic = 'force-dynamic'

/** docs/product.md#calls: one clap, answered with { claps }. */
export const POST = counterRoute('clap')

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('POST')
