import type { ReactNode } from 'react'

import home from '../home/home.module.css'

import styles from './analytics.module.css'

export interface RankedRow {
  key: string
  label: ReactNode
  /** The row's numbers: "1,204 views · 873 visitors". */
  numbers: string
}

interface Props {
  id: string
  title: string
  rows: readonly RankedRow[]
  /** What will show up here, and when, while nothing has. */
  empty: string
}

/** A panel of the analytics view (in the editorial home's look): a top list, or why it is empty. */
export function RankedPanel({ id, title, rows, empty }: Props) {
  return (
    <section className={home.panel} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length ? (
        <ol className={home.list}>
          {rows.map((row) => (
            <li key={row.key}>
              <span>{row.label}</span>
              <span className={`${home.meta} ${styles.numbers}`}>{row.numbers}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className={home.empty}>{empty}</p>
      )}
    </section>
  )
}
