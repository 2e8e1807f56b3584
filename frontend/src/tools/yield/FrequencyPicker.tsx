import {
  COMPOUNDING_FREQUENCIES,
  type CompoundingFrequency,
} from '@blockwise/shared/tools/yield/math'

import { FREQUENCY_LABELS } from './labels'
import styles from './CalculatorForm.module.css'

interface Props {
  value: CompoundingFrequency
  onChange: (value: CompoundingFrequency) => void
}

/** docs/product.md#screens: how often the yield is paid out or reinvested. Arrow keys move between options. */
export function FrequencyPicker({ value, onChange }: Props) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>Compounding frequency</legend>
      <div className={styles.segments}>
        {COMPOUNDING_FREQUENCIES.map((frequency) => (
          <label key={frequency} className={styles.segment}>
            <input
              type="radio"
              name="yield-frequency"
              value={frequency}
              checked={value === frequency}
              onChange={() => onChange(frequency)}
            />
            <span>{FREQUENCY_LABELS[frequency]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
