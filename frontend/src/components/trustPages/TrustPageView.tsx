import { sanitizeArticleHtml } from '@blockwise/shared'
import type { TrustPage } from '@blockwise/shared/trustPages'

import { formatDate } from '@/components/articles/formatDate'

import styles from './TrustPageView.module.css'

/** A trust page as the editors wrote it: title, description, when it last changed, and its body. */
export function TrustPageView({ page }: { page: TrustPage }) {
  return (
    <article className={styles.page} aria-labelledby="trust-page-title">
      <header className={styles.header}>
        <h1 id="trust-page-title" className={styles.title}>
          {page.title}
        </h1>
        <p className={styles.description}>{page.description}</p>
        <p className={styles.updated}>
          Last updated <time dateTime={page.updatedAt}>{formatDate(page.updatedAt)}</time>
        </p>
      </header>
      <div
        className="prose"
        // Sanitised by the CMS when stored, and again here: the same path as an article's body.
        dangerouslySetInnerHTML={{ __html: sanitizeArticleHtml(page.contentHtml ?? '') }}
      />
    </article>
  )
}
