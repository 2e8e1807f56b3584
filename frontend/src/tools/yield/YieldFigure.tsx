import styles from './YieldResults.module.css'

interface Props {
  label: string
  value: string
  note: string
  highlight?: boolean
}

/** One labelled figure of the results: the amount, and a line that says where it comes from. */
export function YieldFigure({ label, value, note, highlight = false }: Props) {
  return (
    <div className={highlight ? styles.highlight : undefined}>
      <dt>{label}</dt>
      <dd className={styles.value}>{value}</dd>
      <dd className={styles.note}>{note}</dd>
    </div>
  )
}
