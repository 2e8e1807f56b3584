'use client'

import Link from 'next/link'

import { continueWhereStopped } from '@blockwise/shared/learningPaths/progress'
import type { LearningPath } from '@blockwise/shared/learningPaths/schemas'

import styles from './PathList.module.css'
import { useStoredProgress } from './progressStorage'

/**
 * A box of fixed height: the server's invitation, which the reader's next lesson replaces once
 * the script has read their progress, so nothing below it moves.
 */
export function ContinueLearning({ paths }: { paths: LearningPath[] }) {
  const progress = useStoredProgress()
  const offer = progress && continueWhereStopped(paths, progress)
  return (
    <div className={styles.continue} data-testid="continue-learning">
      {offer ? (
        <>
          <span className={styles.continueLabel}>Continue where you stopped</span>
          <Link
            href={`/articles/${offer.lesson.slug}`}
            prefetch={false}
            className={styles.continueLink}
          >
            {offer.path.title}, lesson {offer.position}: {offer.lesson.title}
          </Link>
        </>
      ) : (
        <>
          <span className={styles.continueLabel}>Pick a path and read in order</span>
          <span className={styles.continueHint}>
            Your progress stays in this browser, with no account.
          </span>
        </>
      )}
    </div>
  )
}
