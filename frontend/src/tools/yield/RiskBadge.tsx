import type { RiskLevel } from '@blockwise/shared/tools/yield/protocols'

import styles from './RiskBadge.module.css'

/** docs/product.md#screens: green for Low, yellow for Medium, red for High; the word is always shown too. */
export function RiskBadge({ level }: { level: RiskLevel }) {
  return (
    <span className={`${styles.badge} ${styles[level]}`} data-risk={level}>
      <span className={styles.dot} aria-hidden="true" />
      {level}
    </span>
  )
}
