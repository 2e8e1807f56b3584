/** Yield arithmetic of the DeFi yield calculator (docs/product.md#validation, #limits). */

export const COMPOUNDING_FREQUENCIES = ['daily', 'weekly', 'monthly', 'yearly'] as const
export type CompoundingFrequency = (typeof COMPOUNDING_FREQUENCIES)[number]

/** How many times a year each frequency pays (simple) or compounds (docs/product.md#limits). */
export const PERIODS_PER_YEAR: Readonly<Record<CompoundingFrequency, number>> = {
  daily: 365,
  weekly: 52,
  monthly: 12,
  yearly: 1,
}

/** The amount the calculator starts with (docs/product.md#limits). */
export const DEFAULT_YIELD_AMOUNT = 1000

/** What one year at an APY earns on an amount, simply and compounded. */
export interface YieldResult {
  /** Simple yield paid each period: amount × rate / periods per year. */
  perPeriod: number
  /** A year of simple yield: amount × rate. */
  simpleYearlyGain: number
  /** A year compounded at the frequency, minus the principal. */
  compoundedYearlyGain: number
  /** What compounding adds over simple yield in a year (never negative). */
  compoundingBonus: number
  /** The principal plus a year of compounded yield. */
  finalBalance: number
}

/** One month of the chart: the balance with simple and with compounded yield. */
export interface BalancePoint {
  /** Months since the deposit: 0 to 12. */
  month: number
  simple: number
  compounded: number
}

/** Both inputs finite and above zero; anything else (0, negative, NaN) computes nothing. */
export function isComputable(amount: number, apyPercent: number): boolean {
  return Number.isFinite(amount) && Number.isFinite(apyPercent) && amount > 0 && apyPercent > 0
}

/** Simple yield of one period: rate/365 daily, rate/52 weekly, rate/12 monthly, the rate yearly. */
export function simpleYieldPerPeriod(
  amount: number,
  apyPercent: number,
  frequency: CompoundingFrequency,
): number {
  return (amount * (apyPercent / 100)) / PERIODS_PER_YEAR[frequency]
}

/**
 * The growth of 1 after `completed` periods at rate/periods each: (1 + rate/n)^k − 1, computed
 * as expm1(k · log1p(rate/n)) so that small rates do not vanish in rounding.
 */
function compoundGrowth(apyPercent: number, periods: number, completed: number): number {
  return Math.expm1(completed * Math.log1p(apyPercent / 100 / periods))
}

/** The principal compounded n times over a year at rate/n, minus the principal. */
export function compoundedYearlyGain(
  amount: number,
  apyPercent: number,
  frequency: CompoundingFrequency,
): number {
  const periods = PERIODS_PER_YEAR[frequency]
  return amount * compoundGrowth(apyPercent, periods, periods)
}

/**
 * One year of yield, or null when the amount or the APY is not a number above zero (docs/product.md#validation), or
 * when the inputs are so large that the result is no longer a finite number.
 */
export function calculateYield(
  amount: number,
  apyPercent: number,
  frequency: CompoundingFrequency,
): YieldResult | null {
  if (!isComputable(amount, apyPercent)) return null
  const simpleYearlyGain = amount * (apyPercent / 100)
  const compounded = compoundedYearlyGain(amount, apyPercent, frequency)
  const result: YieldResult = {
    perPeriod: simpleYieldPerPeriod(amount, apyPercent, frequency),
    simpleYearlyGain,
    compoundedYearlyGain: compounded,
    // Mathematically ≥ 0 for a positive rate; the clamp hides rounding dust (yearly: ±1e-13).
    compoundingBonus: Math.max(0, compounded - simpleYearlyGain),
    finalBalance: amount + compounded,
  }
  return Object.values(result).every(Number.isFinite) ? result : null
}

/**
 * The balance at the end of each month of the first year (months 0 to 12). Yield is paid per
 * period: after the k periods completed by a month, simple interest holds amount + k × per-period
 * yield, compounding holds amount × (1 + rate/n)^k. Month 12 matches `calculateYield`. Empty when
 * nothing is computable.
 */
export function balanceSeries(
  amount: number,
  apyPercent: number,
  frequency: CompoundingFrequency,
): BalancePoint[] {
  if (calculateYield(amount, apyPercent, frequency) === null) return []
  const periods = PERIODS_PER_YEAR[frequency]
  const perPeriod = simpleYieldPerPeriod(amount, apyPercent, frequency)
  return Array.from({ length: 13 }, (_, month) => {
    const completed = Math.floor((periods * month) / 12)
    return {
      month,
      simple: amount + completed * perPeriod,
      compounded: amount + amount * compoundGrowth(apyPercent, periods, completed),
    }
  })
}
