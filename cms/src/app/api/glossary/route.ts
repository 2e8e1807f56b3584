import { publicRead, publicReadMethods } from '@/contract/cors'
import { validatedJson } from '@/contract/etag'
import { glossaryKeys, listGlossary } from '@/contract/glossary'
import { contractContext, contractRoute } from '@/contract/http'
import { listCacheHeaders } from '@/contract/publishedListCache'

export const dynamic = 'force-dynamic'

/** Every glossary term by name, with its aliases and short definition. */
export const GET = publicRead(
  contractRoute(async (request) => {
    const { payload, user } = await contractContext(request)
    const terms = await listGlossary(payload)
    return validatedJson(request, JSON.stringify(terms), listCacheHeaders(!user, glossaryKeys()))
  }),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
