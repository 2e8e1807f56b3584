import Link from 'next/link'

import type { LearningPath } from '@blockwise/shared/learningPaths/schemas'

import { DoneMark } from './DoneMark'
import styles from './PathLessons.module.css'

/** A path's lessons, numbered, each a link with its read time and the reader's "Done" mark. */
export function PathLessons({ path }: { path: LearningPath }) {
  return (
    <ol className={styles.lessons}>
      {path.lessons.map((lesson, index) => (
        <li key={lesson.slug} className={styles.lesson}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <div className={styles.text}>
            <Link href={`/articles/${lesson.slug}`} prefetch={false} className={styles.title}>
              {lesson.title}
            </Link>
            {lesson.excerpt && <p className={styles.excerpt}>{lesson.excerpt}</p>}
            <span className={styles.readTime}>{lesson.readTime} min read</span>
          </div>
          <DoneMark pathSlug={path.slug} lessonSlug={lesson.slug} />
        </li>
      ))}
    </ol>
  )
}
