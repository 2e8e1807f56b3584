import { isSlug } from '@blockwise/shared'

import { publicRead, publicReadMethods } from '@/contract/cors'
import { validatedJson } from '@/contract/etag'
import { findGlossaryEntry, glossaryEntryKeys } from '@/contract/glossary'
import { contractContext, contractRoute, errorResponse, type Params } from '@/contract/http'
import { listCacheHeaders } from '@/contract/publishedListCache'

export const dynamic = 'force-dynamic'

/** One glossary entry by slug, with its related terms and published related articles. */
export const GET = publicRead(
  contractRoute(async (request, { params }: Params<'slug'>) => {
    const { slug } = await params
    const { payload, user } = await contractContext(request)
    const found = isSlug(slug) ? await findGlossaryEntry(payload, slug) : null
    if (!found) return errorResponse(404, 'Glossary term not found')
    const headers = listCacheHeaders(!user, glossaryEntryKeys(found.articleIds))
    return validatedJson(request, JSON.stringify(found.entry), headers)
  }),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
