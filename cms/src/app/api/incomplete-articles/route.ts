import { contractContext, contractRoute, methodsNotAllowed, requireEditor } from '@/contract/http'
import { listIncompleteArticles } from '@/contract/incompleteArticles'

export const dynamic = 'force-dynamic'

/** SPEC §7: the incomplete-articles monitor's list (editors and admins). */
export const GET = contractRoute(async (request) => {
  const { payload, user } = await contractContext(request)
  return requireEditor(user) ?? Response.json(await listIncompleteArticles(payload, user))
})

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
