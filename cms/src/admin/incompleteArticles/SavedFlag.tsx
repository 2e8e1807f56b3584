import styles from './monitor.module.css'

/** One of a record's two flags: whether that part of the article has been saved. */
export function SavedFlag({ saved }: { saved: boolean }) {
  return (
    <span className={saved ? styles.saved : styles.missing}>{saved ? 'Saved' : 'Missing'}</span>
  )
}
