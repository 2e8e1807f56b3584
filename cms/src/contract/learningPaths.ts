import type { Payload } from 'payload'

import { apiAnswerKeys } from '@/edge/apiAnswerKeys'
import type { LearningPath, PathLesson } from '@blockwise/shared/learningPaths/index'

import type { Article, Path } from '@/payload-types'

type Lesson = Pick<Article, 'id' | 'slug' | 'title' | 'excerpt' | 'readTime' | 'published'>

/** A path with its lessons read at depth 1, and the article ids it shows for the edge's keys. */
interface LoadedPath {
  path: LearningPath
  articleIds: string[]
}

const isLesson = (lesson: string | Article): lesson is Article => typeof lesson === 'object'

/** Published lessons only, in the editors' order: a draft or unpublished lesson is skipped. */
function toLearningPath(doc: Path): LoadedPath {
  const lessons: Lesson[] = (doc.lessons ?? [])
    .filter(isLesson)
    .filter((lesson) => lesson.published === true)
  return {
    path: {
      slug: doc.slug,
      title: doc.title,
      description: doc.description ?? null,
      level: doc.level ?? null,
      lessons: lessons.map((lesson): PathLesson => ({
        slug: lesson.slug,
        title: lesson.title,
        excerpt: lesson.excerpt,
        readTime: lesson.readTime,
      })),
    },
    articleIds: lessons.map((lesson) => lesson.id),
  }
}

/**
 * Paths as readers get them. A path is read as an anonymous reader would (so an editor does not
 * see drafts in it either), and one with no published lesson is not shown.
 */
async function findPaths(payload: Payload, slug?: string): Promise<LoadedPath[]> {
  const { docs } = await payload.find({
    collection: 'paths',
    where: slug === undefined ? {} : { slug: { equals: slug } },
    sort: 'title',
    pagination: false,
    depth: 1,
    populate: {
      articles: { slug: true, title: true, excerpt: true, readTime: true, published: true },
    },
    overrideAccess: false,
  })
  return docs.map(toLearningPath).filter(({ path }) => path.lessons.length > 0)
}

export const listLearningPaths = (payload: Payload) => findPaths(payload)

export async function findLearningPath(payload: Payload, slug: string): Promise<LoadedPath | null> {
  return (await findPaths(payload, slug))[0] ?? null
}

/** What a paths answer is purged by: any path change, and a change to any lesson it shows. */
export const learningPathKeys = (paths: readonly LoadedPath[]): string[] =>
  apiAnswerKeys('learningPaths', { articles: paths.flatMap(({ articleIds }) => articleIds) })
