import { privateJson } from '@/analytics/queries/analyticsAnswers'
import { editorRoute } from '@/contract/editorRoute'
import { fediverseOverview } from '@/contract/fediverse/fediverseOverview'
import { methodsNotAllowed } from '@/contract/http'

export const dynamic = 'force-dynamic'

/** Followers per actor, replies waiting for an editor, the newest interactions (editors and admins). */
export const GET = editorRoute(async ({ payload }) => privateJson(await fediverseOverview(payload)))

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('GET')
