import { formatPercent, formatUsd } from '@blockwise/shared/tools/format'
import { formatApy } from '@blockwise/shared/tools/yield/display'
import {
  PERIODS_PER_YEAR,
  type CompoundingFrequency,
  type YieldResult,
} from '@blockwise/shared/tools/yield/math'
import { useId, type CSSProperties, type ReactNode } from 'react'

import { FREQUENCY_LABELS, PERIOD_NOUNS } from './labels'
import { YieldFigure } from './YieldFigure'
import styles from './YieldResults.module.css'

interface Props {
  amount: number
  apy: number
  frequency: CompoundingFrequency
  /** Null when the amount or the APY is not above zero (docs/product.md#validation). */
  result: YieldResult | null
  /** What is missing when there is no result. */
  emptyMessage: string
  /** The chart, shown with a result only. */
  children?: ReactNode
}

function longest(figures: { value: string }[]): number {
  return Math.max(...figures.map((figure) => figure.value.length))
}

function summarize(amount: number, frequency: CompoundingFrequency, result: YieldResult): string {
  const grows = `After one year, ${formatUsd(amount)} grows to ${formatUsd(result.finalBalance)}`
  if (frequency === 'yearly') {
    return `${grows}. Compounding once a year pays the same as simple yield.`
  }
  return `${grows} compounded ${FREQUENCY_LABELS[frequency].toLowerCase()}: ${formatUsd(result.compoundingBonus)} more than the ${formatUsd(result.simpleYearlyGain)} that simple yield pays.`
}

/** The four figures of a year of yield, and a sentence that says them (read out as they change). */
export function YieldResults({ amount, apy, frequency, result, emptyMessage, children }: Props) {
  const id = useId()
  const often = FREQUENCY_LABELS[frequency].toLowerCase()
  const figures = result
    ? [
        {
          label: `Per ${PERIOD_NOUNS[frequency]}, simple`,
          value: formatUsd(result.perPeriod),
          note: `${formatUsd(result.simpleYearlyGain)} ÷ ${PERIODS_PER_YEAR[frequency]}`,
        },
        {
          label: 'Yearly gain, simple',
          value: formatUsd(result.simpleYearlyGain),
          note: `${formatApy(apy)} of ${formatUsd(amount)}`,
        },
        {
          label: `Yearly gain, compounded ${often}`,
          value: formatUsd(result.compoundedYearlyGain),
          note: `${formatPercent((result.compoundedYearlyGain / amount) * 100)} effective yield`,
        },
        {
          label: 'Extra from compounding',
          value: formatUsd(result.compoundingBonus),
          note: `Balance after a year: ${formatUsd(result.finalBalance)}`,
          highlight: true,
        },
      ]
    : []
  return (
    <section className={styles.panel} aria-labelledby={`${id}-results-heading`}>
      <h2 id={`${id}-results-heading`} className={styles.heading}>
        Your estimated yield
      </h2>
      <p className={result ? styles.summary : styles.empty} role="status">
        {result ? summarize(amount, frequency, result) : emptyMessage}
      </p>
      {result && (
        <>
          <dl
            className={styles.figures}
            // Every figure shares one size that lets the longest fit its card (billions included).
            style={{ '--figure-chars': longest(figures) } as CSSProperties}
          >
            {figures.map((figure) => (
              <YieldFigure key={figure.label} {...figure} />
            ))}
          </dl>
          {children}
        </>
      )}
      <p className={styles.explainer}>
        <strong>Simple yield</strong> pays out what you earn each period.{' '}
        <strong>Compounding</strong> adds it to your deposit, so the next period earns on it too.
        Real APYs move daily and deposits can lose value.
      </p>
    </section>
  )
}
