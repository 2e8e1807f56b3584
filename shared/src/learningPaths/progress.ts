import { isSlug } from '../text'
import type { LearningPath, PathLesson } from './schemas'

/** The browser's record of the reader's lessons (no account): localStorage, under this key. */
export const PATH_PROGRESS_STORAGE_KEY = 'blockwise-learning-progress'

const PROGRESS_VERSION = 1

/** Bounds, so a tampered value cannot make the page loop over millions of entries. */
const MAX_PATHS = 100
const MAX_DONE = 100

export interface PathProgress {
  done: string[]
  touchedAt: number
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/*
 * Checked by hand rather than with zod: every lesson page reads this record, and zod would add
 * about 23 KB of gzipped script to pages that must stay within their script budget.
 */
function isPathProgress(value: unknown): value is PathProgress {
  if (!isRecord(value) || !Array.isArray(value.done) || value.done.length > MAX_DONE) return false
  const { touchedAt } = value
  return (
    Number.isSafeInteger(touchedAt) &&
    (touchedAt as number) >= 0 &&
    value.done.every((slug) => typeof slug === 'string' && slug.length >= 1 && slug.length <= 200)
  )
}

export interface ReaderProgress {
  version: typeof PROGRESS_VERSION
  /** By path slug: the lessons (article slugs) finished, and when the path was last opened. */
  paths: Record<string, PathProgress>
}

export const emptyProgress = (): ReaderProgress => ({ version: PROGRESS_VERSION, paths: {} })

/**
 * The stored progress, tolerant of what a browser may hold: nothing, not JSON, another version or
 * a tampered value give the empty record, and a path entry that fails its shape is dropped alone.
 */
export function parseProgress(raw: string | null): ReaderProgress {
  if (raw === null) return emptyProgress()
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return emptyProgress()
  }
  if (!isRecord(json) || json.version !== PROGRESS_VERSION || !isRecord(json.paths))
    return emptyProgress()
  const paths = Object.entries(json.paths)
    .slice(0, MAX_PATHS)
    .flatMap(([slug, entry]) => {
      if (!isSlug(slug) || !isPathProgress(entry)) return []
      const kept: PathProgress = { done: [...new Set(entry.done)], touchedAt: entry.touchedAt }
      return [[slug, kept] as [string, PathProgress]]
    })
  return { version: PROGRESS_VERSION, paths: Object.fromEntries(paths) }
}

export const serializeProgress = (progress: ReaderProgress): string => JSON.stringify(progress)

const pathEntry = (progress: ReaderProgress, pathSlug: string): PathProgress | undefined =>
  Object.hasOwn(progress.paths, pathSlug) ? progress.paths[pathSlug] : undefined

function withPath(
  progress: ReaderProgress,
  pathSlug: string,
  change: (entry: PathProgress) => PathProgress,
): ReaderProgress {
  const entry = pathEntry(progress, pathSlug) ?? { done: [], touchedAt: 0 }
  return { ...progress, paths: { ...progress.paths, [pathSlug]: change(entry) } }
}

/** The reader opened a lesson of the path at `now` (ms): the path is the last one touched. */
export const touchPath = (progress: ReaderProgress, pathSlug: string, now: number) =>
  withPath(progress, pathSlug, (entry) => ({ ...entry, touchedAt: now }))

const withLessonDone = (progress: ReaderProgress, pathSlug: string, lessonSlug: string) =>
  withPath(progress, pathSlug, (entry) =>
    entry.done.includes(lessonSlug)
      ? entry
      : { ...entry, done: [...entry.done, lessonSlug].slice(-MAX_DONE) },
  )

/**
 * The reader opened (`finished` false) or reached the end of (`finished` true) a lesson that the
 * paths `pathSlugs` hold. Finishing counts in every one of them; only one becomes the path last
 * touched: the one of them the reader touched most recently, else the first.
 */
export function recordLesson(
  progress: ReaderProgress,
  pathSlugs: readonly string[],
  lessonSlug: string,
  { now, finished }: { now: number; finished: boolean },
): ReaderProgress {
  const [first] = pathSlugs
  if (first === undefined) return progress
  const current = pathSlugs.reduce((latest, slug) =>
    (pathEntry(progress, slug)?.touchedAt ?? 0) > (pathEntry(progress, latest)?.touchedAt ?? 0)
      ? slug
      : latest,
  )
  const touched = touchPath(progress, current, now)
  return finished
    ? pathSlugs.reduce((next, slug) => withLessonDone(next, slug, lessonSlug), touched)
    : touched
}

/** The lessons of the path the reader finished, as a set of article slugs. */
export function finishedLessons(progress: ReaderProgress, pathSlug: string): Set<string> {
  return new Set(pathEntry(progress, pathSlug)?.done ?? [])
}

export interface ContinueAt {
  path: LearningPath
  lesson: PathLesson
  /** 1-based. */
  position: number
}

/**
 * "Continue where you stopped": the first unfinished lesson of the path the reader touched last.
 * Nothing when they touched none of these paths, or finished the last one they touched.
 */
export function continueWhereStopped(
  paths: readonly LearningPath[],
  progress: ReaderProgress,
): ContinueAt | null {
  let latest: { path: LearningPath; touchedAt: number } | null = null
  for (const path of paths) {
    const entry = pathEntry(progress, path.slug)
    if (entry && entry.touchedAt > 0 && (!latest || entry.touchedAt > latest.touchedAt))
      latest = { path, touchedAt: entry.touchedAt }
  }
  if (!latest) return null
  const done = finishedLessons(progress, latest.path.slug)
  const index = latest.path.lessons.findIndex((lesson) => !done.has(lesson.slug))
  const lesson = latest.path.lessons[index]
  return lesson ? { path: latest.path, lesson, position: index + 1 } : null
}
