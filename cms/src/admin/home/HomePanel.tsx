import Link from 'next/link'
import type { ReactNode } from 'react'

import styles from './home.module.css'
import type { NextStep } from './nextSteps'

interface Props {
  id: string
  title: string
  /** Where the panel's whole list lives. */
  more?: { href: string; label: string }
  /** What to say, and where to go, when there is nothing to list. */
  empty?: NextStep | false
  children?: ReactNode
}

/** One panel of the editorial home: its list, or what to do next when it has none. */
export function HomePanel({ id, title, more, empty, children }: Props) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {empty ? (
        <p className={styles.empty}>
          {empty.text} <Link href={empty.href}>{empty.label}</Link>
        </p>
      ) : (
        children
      )}
      {more && (
        <p className={styles.more}>
          <Link href={more.href}>{more.label}</Link>
        </p>
      )}
    </section>
  )
}
