import type { ReactNode } from 'react'

import styles from './editorial.module.css'

export type BadgeTone = 'success' | 'warning' | 'info' | 'destructive'

/** A pill with a status label in one of the editorial views' tones. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>
}

interface TableProps {
  /** The id of the heading that names the table. */
  labelledBy: string
  columns: readonly string[]
  children: ReactNode
}

/**
 * A table of an editorial view: scrolls sideways on narrow screens, named by its heading. The
 * scrolling box is a named group (not a landmark: the view's section is one) that takes the
 * keyboard's focus, so an editor without a mouse can scroll it too (rows of plain text hold
 * nothing else to focus).
 */
export function EditorialTable({ labelledBy, columns, children }: TableProps) {
  return (
    <div className={styles.tableWrap} role="group" aria-labelledby={labelledBy} tabIndex={0}>
      <table className={styles.table} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
