import type { LearningPath, PathLesson } from './schemas'

/** Where one article sits in one path: 1-based, with its neighbours. */
export interface LessonPosition {
  path: LearningPath
  /** 1 for the first lesson. */
  position: number
  total: number
  previous: PathLesson | null
  next: PathLesson | null
}

/** The article's place in every path that holds it, in the order the paths are given. */
export function lessonPositions(
  paths: readonly LearningPath[],
  articleSlug: string,
): LessonPosition[] {
  return paths.flatMap((path) => {
    const index = path.lessons.findIndex((lesson) => lesson.slug === articleSlug)
    if (index < 0) return []
    return [
      {
        path,
        position: index + 1,
        total: path.lessons.length,
        previous: path.lessons[index - 1] ?? null,
        next: path.lessons[index + 1] ?? null,
      },
    ]
  })
}
