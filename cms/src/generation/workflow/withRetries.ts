import { env } from '@/env'

import type { StepFailure } from '../providers/stepFailure'

/** One call plus this many retries of a passing failure (429, 5xx, timeout). */
const MAX_ATTEMPTS = 4

type Outcome = { ok: true } | StepFailure<string>

/**
 * The wait before retry `attempt` (1-based): exponential backoff with jitter, or the service's own
 * Retry-After when it asks for longer, capped so one step never sleeps unboundedly.
 */
function retryDelayMs(attempt: number, retryAfterSeconds?: number): number {
  const backoff = env.generationRetryBaseMs * 2 ** (attempt - 1) * (1 + Math.random() * 0.25)
  const asked = (retryAfterSeconds ?? 0) * 1000
  return Math.min(Math.max(backoff, asked), env.generationRetryMaxMs)
}

/** Calls `attempt` until it succeeds, fails for good, or has used MAX_ATTEMPTS. */
export async function withRetries<T extends Outcome>(
  attempt: () => Promise<T>,
  onRetry: (failure: StepFailure<string>, delayMs: number) => void,
): Promise<T> {
  for (let tried = 1; ; tried++) {
    const outcome = await attempt()
    if (outcome.ok || !outcome.retryable || tried >= MAX_ATTEMPTS) return outcome
    const delayMs = retryDelayMs(tried, outcome.retryAfterSeconds)
    onRetry(outcome, delayMs)
    await new Promise((resolve) => setTimeout(resolve, delayMs))
  }
}
