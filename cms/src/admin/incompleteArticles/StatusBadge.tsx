import type { IncompleteArticle } from '@blockwise/shared/schemas/contract'

import styles from './monitor.module.css'
import { generationStatus } from './recordStatus'

export function StatusBadge({ record }: { record: IncompleteArticle }) {
  const { label, tone } = generationStatus(record)
  return <span className={`${styles.badge} ${styles[tone]}`}>{label}</span>
}
