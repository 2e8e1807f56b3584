import { DEFAULT_YIELD_AMOUNT, type CompoundingFrequency } from '@blockwise/shared/tools/yield/math'
import {
  formatYieldQuery,
  parseYieldQuery,
  type SharedYieldInputs,
} from '@blockwise/shared/tools/yield/shareQuery'

import { CUSTOM_APY, DEFAULT_FREQUENCY, DEFAULT_PROTOCOL } from './labels'

/** The calculator's inputs as the reader typed them. */
export interface YieldInputs {
  amountText: string
  /** A protocol name, or CUSTOM_APY. */
  choice: string
  customApyText: string
  frequency: CompoundingFrequency
}

/** Where the calculator starts: a shared URL's inputs, the defaults for the rest. */
export function initialInputs(shared: SharedYieldInputs): YieldInputs {
  return {
    amountText: String(shared.amount ?? DEFAULT_YIELD_AMOUNT),
    choice: shared.apy !== undefined ? CUSTOM_APY : (shared.protocol ?? DEFAULT_PROTOCOL),
    customApyText: shared.apy !== undefined ? String(shared.apy) : '',
    frequency: shared.frequency ?? DEFAULT_FREQUENCY,
  }
}

/** The URL query of the inputs: only what differs from the defaults, and only what is valid. */
export function inputsQuery(inputs: YieldInputs): string {
  const valid = parseYieldQuery(
    new URLSearchParams({
      amount: inputs.amountText.trim(),
      frequency: inputs.frequency,
      ...(inputs.choice === CUSTOM_APY
        ? { apy: inputs.customApyText.trim() }
        : { protocol: inputs.choice }),
    }),
  )
  return formatYieldQuery({
    amount: valid.amount === DEFAULT_YIELD_AMOUNT ? undefined : valid.amount,
    apy: valid.apy,
    protocol: valid.protocol === DEFAULT_PROTOCOL ? undefined : valid.protocol,
    frequency: valid.frequency === DEFAULT_FREQUENCY ? undefined : valid.frequency,
  })
}
