import Link from 'next/link'

import styles from '../not-found.module.css'

export default function ArticleNotFound() {
  return (
    <section className={styles.notFound}>
      <h1>Article Not Found</h1>
      <p>The article you&apos;re looking for doesn&apos;t exist.</p>
      <Link href="/" className="button">
        Back to Home
      </Link>
    </section>
  )
}
