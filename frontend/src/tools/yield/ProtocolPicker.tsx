import { formatApy } from '@blockwise/shared/tools/yield/display'
import {
  PROTOCOL_CATEGORIES,
  PROTOCOLS,
  findProtocol,
} from '@blockwise/shared/tools/yield/protocols'
import { useId, type Ref } from 'react'

import { CUSTOM_APY } from './labels'
import { RiskBadge } from './RiskBadge'
import styles from './CalculatorForm.module.css'

interface Props {
  /** A protocol name, or CUSTOM_APY. */
  choice: string
  onChoiceChange: (choice: string) => void
  customApy: string
  onCustomApyChange: (value: string) => void
  selectRef?: Ref<HTMLSelectElement>
}

const NAMES = new Intl.Collator('en', { sensitivity: 'base' })

/** The built-in protocols by category, A to Z inside each. */
const GROUPS = PROTOCOL_CATEGORIES.map((category) => ({
  category,
  protocols: PROTOCOLS.filter((protocol) => protocol.category === category).sort((a, b) =>
    NAMES.compare(a.name, b.name),
  ),
}))

/** docs/product.md#screens, #validation: the APY comes from a built-in protocol or from the reader's own figure. */
export function ProtocolPicker({
  choice,
  onChoiceChange,
  customApy,
  onCustomApyChange,
  selectRef,
}: Props) {
  const id = useId()
  const protocol = choice === CUSTOM_APY ? undefined : findProtocol(choice)

  return (
    <>
      <div className={styles.field}>
        <label htmlFor={`${id}-protocol`} className={styles.label}>
          Protocol
        </label>
        <select
          id={`${id}-protocol`}
          ref={selectRef}
          className={styles.select}
          value={choice}
          onChange={(event) => onChoiceChange(event.target.value)}
        >
          <option value={CUSTOM_APY}>Custom APY</option>
          {GROUPS.map((group) => (
            <optgroup key={group.category} label={group.category}>
              {group.protocols.map((option) => (
                <option key={option.name} value={option.name}>
                  {option.name} ({option.token}), {formatApy(option.apy)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>

      {protocol ? (
        <div className={styles.summary} aria-label={`${protocol.name} details`} role="group">
          <div className={styles.summaryApy}>
            <span className={styles.summaryLabel}>APY</span>
            <strong>{formatApy(protocol.apy)}</strong>
          </div>
          <dl className={styles.summaryFacts}>
            <div>
              <dt>Token</dt>
              <dd>{protocol.token}</dd>
            </div>
            <div>
              <dt>TVL</dt>
              <dd>${protocol.tvl}</dd>
            </div>
            <div>
              <dt>Type</dt>
              <dd>{protocol.category}</dd>
            </div>
            <div>
              <dt>Risk</dt>
              <dd>
                <RiskBadge level={protocol.riskLevel} />
              </dd>
            </div>
          </dl>
        </div>
      ) : (
        <div className={styles.field}>
          <label htmlFor={`${id}-custom-apy`} className={styles.label}>
            Custom APY
          </label>
          <div className={styles.affixed}>
            <input
              id={`${id}-custom-apy`}
              className={`${styles.input} ${styles.inputSuffixed}`}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              autoComplete="off"
              aria-describedby={`${id}-custom-apy-hint`}
              value={customApy}
              onChange={(event) => onCustomApyChange(event.target.value)}
            />
            <span className={styles.suffix} aria-hidden="true">
              %
            </span>
          </div>
          <p id={`${id}-custom-apy-hint`} className={styles.hint}>
            Annual percentage yield, in percent
          </p>
        </div>
      )}
    </>
  )
}
