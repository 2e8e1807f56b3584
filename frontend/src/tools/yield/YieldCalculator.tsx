'use client'

import {
  balanceSeries,
  calculateYield,
  isComputable,
  type CompoundingFrequency,
} from '@blockwise/shared/tools/yield/math'
import { findProtocol, type DefiProtocol } from '@blockwise/shared/tools/yield/protocols'
import type { SharedYieldInputs } from '@blockwise/shared/tools/yield/shareQuery'
import { DEFAULT_SORT, nextSort, type SortKey } from '@blockwise/shared/tools/yield/sort'
import { useEffect, useId, useMemo, useRef, useState } from 'react'

import { AmountField } from './AmountField'
import { BalanceChart } from './BalanceChart'
import { FrequencyPicker } from './FrequencyPicker'
import { CUSTOM_APY, parseNumberInput } from './labels'
import { ProtocolPicker } from './ProtocolPicker'
import { ProtocolTable } from './ProtocolTable'
import { initialInputs, inputsQuery } from './sharedInputs'
import { YieldResults } from './YieldResults'
import styles from './YieldCalculator.module.css'

function emptyMessage(amount: number, apy: number): string {
  if (!isComputable(amount, 1)) return 'Enter an amount above zero to see your yield.'
  if (!isComputable(1, apy)) return 'Enter an APY above zero to see your yield.'
  return 'These figures are too large to calculate. Try a smaller amount or APY.'
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** Keeps the address bar on the calculation shown, so that copying it shares the calculation. */
function useShareableUrl(query: string | null) {
  useEffect(() => {
    if (query === null || window.location.search.replace(/^\?/, '') === query) return
    window.history.replaceState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`)
  }, [query])
}

/**
 * docs/product.md#screens, #validation, #limits: the DeFi yield calculator and its protocol table,
 * starting from a shared URL. Embedded in an article it leaves the page's address alone and shows
 * no protocol table.
 */
export function YieldCalculator({
  shared,
  embedded = false,
}: {
  shared: SharedYieldInputs
  embedded?: boolean
}) {
  const id = useId()
  const [initial] = useState(() => initialInputs(shared))
  const [amountText, setAmountText] = useState(initial.amountText)
  const [choice, setChoice] = useState(initial.choice)
  const [customApyText, setCustomApyText] = useState(initial.customApyText)
  const [frequency, setFrequency] = useState<CompoundingFrequency>(initial.frequency)
  const [sort, setSort] = useState(DEFAULT_SORT)
  const form = useRef<HTMLDivElement>(null)
  const picker = useRef<HTMLSelectElement>(null)

  const protocol = choice === CUSTOM_APY ? undefined : findProtocol(choice)
  const amount = parseNumberInput(amountText)
  const apy = protocol ? protocol.apy : parseNumberInput(customApyText)
  const result = useMemo(() => calculateYield(amount, apy, frequency), [amount, apy, frequency])
  const series = useMemo(() => balanceSeries(amount, apy, frequency), [amount, apy, frequency])
  useShareableUrl(embedded ? null : inputsQuery({ amountText, choice, customApyText, frequency }))

  function choose(next: string) {
    // Switching to a custom APY starts from the protocol's figure rather than an empty field.
    if (next === CUSTOM_APY && protocol && customApyText.trim() === '') {
      setCustomApyText(String(protocol.apy))
    }
    setChoice(next)
  }

  function use(picked: DefiProtocol) {
    setChoice(picked.name)
    form.current?.scrollIntoView({
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      block: 'start',
    })
    picker.current?.focus({ preventScroll: true })
  }

  return (
    <div className={styles.tool}>
      <div className={styles.layout}>
        <div ref={form} className={styles.inputs} role="group" aria-labelledby={`${id}-inputs`}>
          <h2 id={`${id}-inputs`} className={styles.heading}>
            Your deposit
          </h2>
          <AmountField value={amountText} onChange={setAmountText} />
          <ProtocolPicker
            choice={choice}
            onChoiceChange={choose}
            customApy={customApyText}
            onCustomApyChange={setCustomApyText}
            selectRef={picker}
          />
          <FrequencyPicker value={frequency} onChange={setFrequency} />
        </div>
        <YieldResults
          amount={amount}
          apy={apy}
          frequency={frequency}
          result={result}
          emptyMessage={emptyMessage(amount, apy)}
        >
          <BalanceChart series={series} frequency={frequency} />
        </YieldResults>
      </div>
      {!embedded && (
        <ProtocolTable
          sort={sort}
          onSort={(key: SortKey) => setSort((current) => nextSort(current, key))}
          selected={protocol?.name ?? null}
          onUse={use}
        />
      )}
    </div>
  )
}
