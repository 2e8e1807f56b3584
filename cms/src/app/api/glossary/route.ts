import { apiAnswerKeys } from '@/edge/apiAnswerKeys'

import { publicRead, publicReadMethods } from '@/contract/cors'
import { validatedJson } from '@/contract/etag'
import { listGlossary } from '@/contract/glossary'
import { contractContext, contractRoute } from '@/contract/http'
import { listCacheHeaders } from '@/contract/publishedListCache'

export const dynamic = 'force-dynamic'

/** Every glossary term by name, with its aliases and short definition. */
export const GET = publicRead(
  contractRoute(async (request) => {
    const { payload, user } = await contractContext(request)
    const terms = await listGlossary(payload)
    return validatedJson(
      request,
      JSON.stringify(terms),
      listCacheHeaders(!user, apiAnswerKeys('glossaryList')),
    )
  }),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
