import { expect } from 'vitest'

export interface Attempt {
  refused: boolean
  /** What the caller was told: status and body. */
  answer: string
  sent: number
  answered: number
}

/**
 * Makes password attempts until one is refused (ten at most). Past the fifth, each admitted attempt
 * starts a wait (1 s, then 2 s, 4 s…) at its arrival, so on a loaded machine an answer slower than
 * the wait rightly lets the next attempt in; expectBackoff holds each such admission to its wait.
 * (The exact schedule, with a clock the test controls, is loginThrottle.test.ts's.)
 */
export async function untilRefused(
  attempt: (index: number) => Promise<{ refused: boolean; answer: string }>,
): Promise<Attempt[]> {
  const attempts: Attempt[] = []
  while (attempts.length < 10) {
    const sent = performance.now()
    const outcome = await attempt(attempts.length)
    attempts.push({ ...outcome, sent, answered: performance.now() })
    if (outcome.refused) return attempts
  }
  throw new Error(`Ten attempts, none refused: ${attempts.map(({ answer }) => answer).join('\n')}`)
}

/** The wait that admitted attempt `index` (0-based, past the fifth) starts. */
export const waitAfterMs = (index: number) => 1000 * 2 ** (index - 5)

/** Six attempts admitted, then each further one only once the last one's wait was over. */
export function expectBackoff(attempts: Attempt[]): void {
  const refusal = attempts.length - 1
  expect(refusal).toBeGreaterThanOrEqual(6)
  for (let index = 6; index < refusal; index++)
    expect(attempts[index]!.answered - attempts[index - 1]!.sent).toBeGreaterThanOrEqual(
      waitAfterMs(index - 1),
    )
}

/** An attempt over REST: refused when answered 429. */
export async function restAttempt(response: Promise<Response>) {
  const answered = await response
  return {
    refused: answered.status === 429,
    answer: `${answered.status} ${JSON.stringify(await answered.json())}`,
  }
}
