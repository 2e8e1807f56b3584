import Link from 'next/link'

import { pagePath } from '@/lib/paging'

import styles from './Pagination.module.css'

interface PaginationProps {
  basePath: string
  page: number
  hasNext: boolean
}

/** How many page numbers are linked on each side of the current one. */
const NEIGHBOURS = 2

function pageNumbers(page: number, hasNext: boolean): number[] {
  const last = hasNext ? page + 1 : page
  const first = Math.max(1, page - NEIGHBOURS)
  return Array.from({ length: last - first + 1 }, (_, index) => first + index)
}

/**
 * Plain links between the pages of a list (crawlable, and working without script), plus the
 * `rel="prev"`/`rel="next"` link elements, which React places in the document's head.
 */
export function Pagination({ basePath, page, hasNext }: PaginationProps) {
  if (page === 1 && !hasNext) return null
  const newer = page > 1 ? pagePath(basePath, page - 1) : null
  const older = hasNext ? pagePath(basePath, page + 1) : null
  return (
    <nav aria-label="Pages" className={styles.pagination}>
      {newer && <link rel="prev" href={newer} />}
      {older && <link rel="next" href={older} />}
      {newer ? (
        <Link href={newer} prefetch={false} className={styles.step}>
          <span aria-hidden="true">←</span> Newer articles
        </Link>
      ) : (
        <span />
      )}
      <ol className={styles.numbers}>
        {pageNumbers(page, hasNext).map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page" className={styles.current}>
                {number}
              </span>
            ) : (
              <Link
                href={pagePath(basePath, number)}
                prefetch={false}
                aria-label={`Page ${number}`}
              >
                {number}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {older ? (
        <Link href={older} prefetch={false} className={styles.step}>
          Older articles <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
