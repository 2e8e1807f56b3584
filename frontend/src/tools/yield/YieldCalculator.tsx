'use client'

/** Replaced by the tool's implementation (issue 5). */
export function YieldCalculator() {
  return null
}
