import type { IncompleteArticle } from '@blockwise/shared/schemas/contract'

import { IncompleteArticleRow } from './IncompleteArticleRow'
import styles from './monitor.module.css'

const COLUMNS = [
  'Article Title',
  'Claude Article',
  'Google Image',
  'Image Prompt',
  'Status',
  'Created',
  'Actions',
]

export function IncompleteArticlesTable({ records }: { records: IncompleteArticle[] }) {
  const count = `${records.length} incomplete article${records.length === 1 ? '' : 's'}`
  return (
    <section aria-labelledby="incomplete-articles-count">
      <h2 id="incomplete-articles-count">{count}</h2>
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-labelledby="incomplete-articles-count">
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {records.map((record) => (
              <IncompleteArticleRow key={record.id} record={record} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
