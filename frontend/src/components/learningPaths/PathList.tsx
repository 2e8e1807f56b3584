import Link from 'next/link'

import type { LearningPath } from '@blockwise/shared/learningPaths/schemas'

import { ContinueLearning } from './ContinueLearning'
import styles from './PathList.module.css'
import { pathPagePath } from './pathPagePath'

/** The /learn page's learning paths, with "continue where you stopped" for returning readers. */
export function PathList({ paths }: { paths: LearningPath[] }) {
  if (paths.length === 0) return null
  return (
    <section aria-labelledby="learning-paths" className={styles.section}>
      <h2 id="learning-paths" className={styles.heading}>
        Learning paths
      </h2>
      <ContinueLearning paths={paths} />
      <ul className={styles.paths}>
        {paths.map((path) => (
          <li key={path.slug} className={styles.path}>
            <Link href={pathPagePath(path.slug)} prefetch={false} className={styles.title}>
              {path.title}
            </Link>
            {path.description && <p className={styles.description}>{path.description}</p>}
            <span className={styles.meta}>
              {path.level && `${path.level[0]?.toUpperCase()}${path.level.slice(1)} · `}
              {path.lessons.length} lessons
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
