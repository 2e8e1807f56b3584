import { COMPOUNDING_FREQUENCIES, type CompoundingFrequency } from './math'
import { findProtocol } from './protocols'

/**
 * The yield calculator's inputs as they travel in a shared URL
 * (`/tools/defi-yield?amount=2500&protocol=Lido&frequency=monthly`, or `apy=12.5` for an APY of
 * the reader's own). Every field is optional: one that is missing or fails validation is left out,
 * so the calculator falls back to its default for it.
 */
export interface SharedYieldInputs {
  amount?: number
  /** The name of a built-in protocol. */
  protocol?: string
  /** A custom APY in percent; it wins over `protocol`. */
  apy?: number
  frequency?: CompoundingFrequency
}

export const MAX_SHARED_AMOUNT = 1e12
export const MAX_SHARED_APY = 10_000

/** Plain decimals only: no sign, exponent, hex, spaces or thousands separators. */
const DECIMAL = /^\d{1,13}(\.\d{1,8})?$/

function readNumber(text: string | null, max: number): number | undefined {
  if (text === null || !DECIMAL.test(text)) return undefined
  const value = Number(text)
  return value > 0 && value <= max ? value : undefined
}

/** The valid inputs of a URL query; anything else in it is ignored. */
export function parseYieldQuery(query: URLSearchParams): SharedYieldInputs {
  const inputs: SharedYieldInputs = {}
  const amount = readNumber(query.get('amount'), MAX_SHARED_AMOUNT)
  if (amount !== undefined) inputs.amount = amount
  const apy = readNumber(query.get('apy'), MAX_SHARED_APY)
  if (apy !== undefined) inputs.apy = apy
  const protocol = findProtocol(query.get('protocol') ?? '')
  if (protocol && apy === undefined) inputs.protocol = protocol.name
  const frequency = COMPOUNDING_FREQUENCIES.find((known) => known === query.get('frequency'))
  if (frequency) inputs.frequency = frequency
  return inputs
}

/** The query string (without '?') that `parseYieldQuery` reads back as the same inputs. */
export function formatYieldQuery(inputs: SharedYieldInputs): string {
  const query = new URLSearchParams()
  if (inputs.amount !== undefined) query.set('amount', String(inputs.amount))
  if (inputs.apy !== undefined) query.set('apy', String(inputs.apy))
  else if (inputs.protocol !== undefined) query.set('protocol', inputs.protocol)
  if (inputs.frequency !== undefined) query.set('frequency', inputs.frequency)
  return query.toString()
}
