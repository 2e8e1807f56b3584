import { useId } from 'react'

import styles from './CalculatorForm.module.css'

interface Props {
  value: string
  onChange: (value: string) => void
}

/** The deposit in US dollars (docs/product.md#screens: starts at 1000). */
export function AmountField({ value, onChange }: Props) {
  const id = useId()
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-amount`} className={styles.label}>
        Amount to deposit
      </label>
      <div className={styles.affixed}>
        <span className={styles.prefix} aria-hidden="true">
          $
        </span>
        <input
          id={`${id}-amount`}
          className={styles.input}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          autoComplete="off"
          aria-describedby={`${id}-amount-hint`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <p id={`${id}-amount-hint`} className={styles.hint}>
        In US dollars
      </p>
    </div>
  )
}
