'use client'

import { Banner, Button } from '@payloadcms/ui'

import { FlagsExplainer } from './FlagsExplainer'
import { IncompleteArticlesTable } from './IncompleteArticlesTable'
import styles from './monitor.module.css'
import { useIncompleteArticles } from './useIncompleteArticles'

/** docs/product.md#screens "Incomplete articles monitor": AI generations still missing their text or image. */
export function IncompleteArticlesMonitor() {
  const list = useIncompleteArticles()
  const refetch = () => void list.refetch()

  return (
    <div className={styles.monitor}>
      <div className={styles.header}>
        <h1>Incomplete Articles</h1>
        <Button buttonStyle="secondary" margin={false} disabled={list.isFetching} onClick={refetch}>
          Refresh
        </Button>
      </div>

      {list.isPending && <p role="status">Loading incomplete articles...</p>}

      {list.isError && (
        <Banner type="error">
          <p>Could not load incomplete articles: {list.error.message}</p>
          <Button buttonStyle="secondary" size="small" margin={false} onClick={refetch}>
            Try again
          </Button>
        </Banner>
      )}

      {list.isSuccess &&
        (list.data.length === 0 ? (
          <section className={styles.empty} aria-labelledby="incomplete-articles-all-clear">
            <h2 id="incomplete-articles-all-clear">All Clear!</h2>
            <p>
              No incomplete articles found. All dual AI generations have completed successfully.
            </p>
          </section>
        ) : (
          <IncompleteArticlesTable records={list.data} />
        ))}

      <FlagsExplainer />
    </div>
  )
}
