import Link from 'next/link'

import styles from './not-found.module.css'

export default function NotFound() {
  return (
    <section className={styles.notFound}>
      <h1>404 Page Not Found</h1>
      <p>Did you forget to add the page to the router?</p>
      <Link href="/" className="button">
        Back to Home
      </Link>
    </section>
  )
}
