import { AMOUNT_STEP } from '@blockwise/shared/tools/simulator/portfolio'

import styles from './TradeForm.module.css'

/** The amount to trade, on the simulator's 0.000001 grid, as the reader typed it. */
export function AmountInput({
  id,
  value,
  onChange,
  describedBy,
}: {
  id: string
  value: string
  onChange: (text: string) => void
  describedBy?: string
}) {
  return (
    <input
      id={id}
      type="number"
      inputMode="decimal"
      step={AMOUNT_STEP}
      min={0}
      placeholder="0.000000"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-describedby={describedBy}
      className={styles.input}
    />
  )
}
