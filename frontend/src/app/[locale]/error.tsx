'use client'

import styles from '@/components/notFound/notFound.module.css'

export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  return (
    <section className={styles.notFound}>
      <h1>Something went wrong</h1>
      <p>We could not load this page. Please try again in a moment.</p>
      <button type="button" className="button" onClick={reset}>
        Try again
      </button>
    </section>
  )
}
