import Link from 'next/link'

import styles from './notFound.module.css'

function NotFoundScreen({ title, text }: { title: string; text: string }) {
  return (
    <section className={styles.notFound}>
      <h1>{title}</h1>
      <p>{text}</p>
      <Link href="/" className="button">
        Back to Home
      </Link>
    </section>
  )
}

export const PageNotFound = () => (
  <NotFoundScreen title="404 Page Not Found" text="Did you forget to add the page to the router?" />
)

export const ArticleNotFound = () => (
  <NotFoundScreen title="Article Not Found" text="The article you're looking for doesn't exist." />
)
