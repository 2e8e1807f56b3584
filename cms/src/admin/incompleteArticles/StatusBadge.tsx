import styles from './monitor.module.css'
import { generationStatus, type MonitorRecord } from './records'

export function StatusBadge({ record }: { record: MonitorRecord }) {
  const { label, tone } = generationStatus(record)
  return <span className={`${styles.badge} ${styles[tone]}`}>{label}</span>
}
