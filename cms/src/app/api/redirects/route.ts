import { apiAnswerKeys } from '@/edge/apiAnswerKeys'

import { publicRead, publicReadMethods } from '@/contract/cors'
import { validatedJson } from '@/contract/etag'
import { contractContext, contractRoute } from '@/contract/http'
import { listCacheHeaders } from '@/contract/publishedListCache'
import { listRedirects } from '@/contract/redirects'

export const dynamic = 'force-dynamic'

/** Every redirect from an old address of the site to its current one. */
export const GET = publicRead(
  contractRoute(async (request) => {
    const { payload, user } = await contractContext(request)
    const redirects = await listRedirects(payload)
    return validatedJson(
      request,
      JSON.stringify(redirects),
      listCacheHeaders(!user, apiAnswerKeys('redirects')),
    )
  }),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
