import { editorRoute } from '@/contract/editorRoute'
import { methodsNotAllowed } from '@/contract/http'
import { listIncompleteArticles } from '@/contract/incompleteArticles'

export const dynamic = 'force-dynamic'

/** docs/product.md#calls: the incomplete-articles monitor's list (editors and admins). */
export const GET = editorRoute(async ({ payload, user }) =>
  Response.json(await listIncompleteArticles(payload, user)),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('GET')
