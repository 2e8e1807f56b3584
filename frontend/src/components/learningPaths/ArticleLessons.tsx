import { lessonPositions } from '@blockwise/shared/learningPaths/position'

import { getLearningPaths } from '@/lib/cms/learningPaths'

import { LessonBar } from './LessonBar'
import { LessonProgress } from '@/components/articles/articleExtras'

const positionsOf = async (slug: string) => lessonPositions(await getLearningPaths(), slug)

/** The lesson bar of an article in one or more paths; nothing for any other article. */
export async function ArticleLessonBar({ slug }: { slug: string }) {
  const positions = await positionsOf(slug)
  return positions.length > 0 ? <LessonBar positions={positions} /> : null
}

/**
 * After a lesson's body: records the reader's progress. Any other article gets nothing, so it
 * loads no script for it.
 */
export async function ArticleLessonProgress({ slug }: { slug: string }) {
  const positions = await positionsOf(slug)
  if (positions.length === 0) return null
  return <LessonProgress pathSlugs={positions.map(({ path }) => path.slug)} lessonSlug={slug} />
}
