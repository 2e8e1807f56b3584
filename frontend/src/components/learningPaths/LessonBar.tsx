import Link from 'next/link'

import type { LessonPosition } from '@blockwise/shared/learningPaths/position'

import { pathPagePath } from './pathPagePath'
import styles from './LessonBar.module.css'

/**
 * "Lesson 3 of 7 — next: …" for each path holding the article: plain links, complete without
 * script. An article in two paths shows both, in the paths' order.
 */
export function LessonBar({ positions }: { positions: LessonPosition[] }) {
  return (
    <nav className={styles.bars} aria-label="Learning path">
      {positions.map(({ path, position, total, next }) => (
        <p key={path.slug} className={styles.bar}>
          <Link href={pathPagePath(path.slug)} prefetch={false} className={styles.path}>
            {path.title}
          </Link>
          <span className={styles.step}>
            Lesson {position} of {total}
            {next ? (
              <>
                {' — next: '}
                <Link href={`/articles/${next.slug}`} prefetch={false} className={styles.next}>
                  {next.title}
                </Link>
              </>
            ) : (
              ' — the last lesson of this path'
            )}
          </span>
        </p>
      ))}
    </nav>
  )
}
