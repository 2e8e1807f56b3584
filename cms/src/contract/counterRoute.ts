import { contractRoute, type Params } from './http'
import { countReaderAction, type ReaderAction } from './readerCounter'
import { cmsPayload } from '@/lib/cmsPayload'

/**
 * POST handler for a reader action (clap, view). In production the CMS server answers the plain
 * ones before Next (src/server/counterFastPath.ts); this route serves the rest and `next dev`.
 */
export function counterRoute(action: ReaderAction) {
  return contractRoute(async (request, { params }: Params<'slug'>) => {
    const { slug } = await params
    return countReaderAction((await cmsPayload()).db.pool, action, slug, request)
  })
}
