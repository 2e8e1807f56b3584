'use client'

import { finishedLessons } from '@blockwise/shared/learningPaths/progress'

import { useStoredProgress } from './progressStorage'
import styles from './PathLessons.module.css'

/** "Done" beside a finished lesson, once the script has read the reader's progress. */
export function DoneMark({ pathSlug, lessonSlug }: { pathSlug: string; lessonSlug: string }) {
  const progress = useStoredProgress()
  const done = progress !== null && finishedLessons(progress, pathSlug).has(lessonSlug)
  return <span className={styles.mark}>{done && 'Done'}</span>
}
