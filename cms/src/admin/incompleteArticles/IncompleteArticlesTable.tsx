import type { IncompleteArticle } from '@blockwise/shared/schemas/contract'

import { EditorialTable } from '../EditorialTable'

import { IncompleteArticleRow } from './IncompleteArticleRow'

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
      <EditorialTable labelledBy="incomplete-articles-count" columns={COLUMNS}>
        {records.map((record) => (
          <IncompleteArticleRow key={record.id} record={record} />
        ))}
      </EditorialTable>
    </section>
  )
}
