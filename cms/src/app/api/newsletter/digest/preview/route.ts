import { editorRoute } from '@/contract/editorRoute'
import { methodsNotAllowed } from '@/contract/http'
import { digestPreview } from '@/contract/newsletter'

export const dynamic = 'force-dynamic'

/** The digest as it would go out now, its articles and whom it would reach, for editors to read first. */
export const GET = editorRoute(async ({ payload }) => Response.json(await digestPreview(payload)))

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('GET')
