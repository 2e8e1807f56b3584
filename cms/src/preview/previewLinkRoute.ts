import {
  contractContext,
  contractRoute,
  errorResponse,
  isDocumentId,
  type Params,
} from '@/contract/http'
import { isEditorOrAdminUser } from '@/access/roles'
import { unauthorized } from '@/auth/challenge'
import { NEVER_STORED, sitePreviewUrl } from './previewGrant'

/** Whether the caller is a browser navigating (it is sent to the login page rather than a 401). */
const isNavigation = (request: Request) =>
  /\btext\/html\b/.test(request.headers.get('accept') ?? '')

/**
 * The admin's Preview link, which an editor may share with a logged-in colleague: for an editor
 * or admin, a redirect to the site's draft mode with a fresh preview token for this article.
 * Anyone else is sent to the admin's login page (and back here after it), or gets a 401 or 403.
 */
export const GET = contractRoute(async (request, { params }: Params<'id'>) => {
  const { id } = await params
  const { payload, user } = await contractContext(request)
  if (!user) {
    if (!isNavigation(request)) return unauthorized('Authentication required', NEVER_STORED)
    const login = new URL('/admin/login', request.url)
    login.searchParams.set('redirect', new URL(request.url).pathname)
    return new Response(null, {
      status: 302,
      headers: { ...NEVER_STORED, location: login.pathname + login.search },
    })
  }
  if (!isEditorOrAdminUser(user)) return errorResponse(403, 'Editors and admins only', NEVER_STORED)
  const article = isDocumentId(id)
    ? await payload.findByID({
        collection: 'articles',
        id,
        draft: true,
        depth: 0,
        select: { slug: true },
        overrideAccess: true,
        disableErrors: true,
      })
    : null
  if (!article) return errorResponse(404, 'Article not found', NEVER_STORED)
  const target = await sitePreviewUrl(article.id, String(user.id))
  if (!target) return errorResponse(503, 'Previews are not configured', NEVER_STORED)
  return new Response(null, { status: 302, headers: { ...NEVER_STORED, location: target } })
})
