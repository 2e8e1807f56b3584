import styles from './ArticleSkeleton.module.css'

/** docs/product.md#screens: the skeleton shown while an article loads. */
export function ArticleSkeleton() {
  return (
    <div
      className={styles.skeleton}
      aria-busy="true"
      aria-label="Loading article"
      data-pending-page
    >
      <span className={`${styles.bone} ${styles.pill}`} />
      <span className={`${styles.bone} ${styles.title}`} />
      <span className={`${styles.bone} ${styles.title} ${styles.short}`} />
      <span className={`${styles.bone} ${styles.line}`} />
      <span className={`${styles.bone} ${styles.image}`} />
      {[0, 1, 2, 3, 4].map((line) => (
        <span key={line} className={`${styles.bone} ${styles.line}`} />
      ))}
    </div>
  )
}
