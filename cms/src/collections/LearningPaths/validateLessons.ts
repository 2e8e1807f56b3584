import type { PayloadRequest } from 'payload'

import { PATH_LESSONS_MAX, PATH_LESSONS_MIN } from '@blockwise/shared/learningPaths/index'

import { isDocumentId } from '@/lib/documentId'
import { relationshipIds } from '@/lib/relationshipIds'

/**
 * A path's lessons: between PATH_LESSONS_MIN and PATH_LESSONS_MAX learn articles, none twice. The
 * editors' message names the offending article, so a path is fixed without guessing.
 */
export async function validateLessons(
  value: readonly unknown[] | null | undefined,
  { req }: { req: PayloadRequest },
): Promise<true | string> {
  const ids = relationshipIds(value)
  if (ids.length < PATH_LESSONS_MIN) return `A path needs at least ${PATH_LESSONS_MIN} lessons`
  if (ids.length > PATH_LESSONS_MAX) return `A path holds at most ${PATH_LESSONS_MAX} lessons`
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index)
  if (repeated !== undefined) return `A lesson appears twice in the path (article ${repeated})`
  const malformed = ids.find((id) => !isDocumentId(id))
  if (malformed !== undefined) return `No article with the id ${malformed}`
  const { docs } = await req.payload.find({
    collection: 'articles',
    where: { id: { in: ids } },
    select: { title: true, articleType: true },
    pagination: false,
    depth: 0,
    draft: true,
    overrideAccess: true,
    req,
  })
  const missing = ids.find((id) => !docs.some((doc) => String(doc.id) === id))
  if (missing !== undefined) return `No article with the id ${missing}`
  const notLearn = docs.find((doc) => doc.articleType !== 'learn')
  if (notLearn)
    return `Only learn articles can be lessons: “${notLearn.title}” is ${notLearn.articleType}`
  return true
}
