import Link from 'next/link'

import { ARTICLE_NOTE_LABELS, type ArticleNote } from '@blockwise/shared'

import styles from './ArticleCorrections.module.css'
import { formatDate } from './formatDate'

/**
 * The end of an article that was corrected or updated after it was published: each note's kind,
 * date and text, oldest first, and where our corrections policy is. Nothing for an article
 * without notes.
 */
export function ArticleCorrections({ notes }: { notes: readonly ArticleNote[] }) {
  if (notes.length === 0) return null
  return (
    <section aria-labelledby="corrections" className={styles.corrections}>
      <h2 id="corrections">Corrections and updates</h2>
      <ol className={styles.notes}>
        {notes.map((note, index) => (
          // The notes never move: each stays where its publish put it.
          <li key={index}>
            <p className={styles.heading}>
              <strong>{ARTICLE_NOTE_LABELS[note.kind]}</strong>
              <time dateTime={note.date}>{formatDate(note.date)}</time>
            </p>
            <p className={styles.text}>{note.text}</p>
          </li>
        ))}
      </ol>
      <p className={styles.policy}>
        How and when we correct our articles:{' '}
        <Link href="/corrections-policy" prefetch={false}>
          our corrections policy
        </Link>
        .
      </p>
    </section>
  )
}
