// Without Payload or Next: the CMS server's fast paths answer with them too.

/** A budget as RateLimit-Policy describes it: `quota` requests per `window` seconds. */
export interface RateLimitPolicy {
  name: string
  quota: number
  window: number
}

/** A budget once a request spent from it: what the RateLimit field says of it to that caller. */
export interface BudgetUse {
  policy: RateLimitPolicy
  remaining: number
  /** Seconds until the budget is whole again. */
  resetSeconds: number
  /** Seconds until a request is admitted again, when this one was refused; else null. */
  retryAfter: number | null
}

/**
 * The fields of draft-ietf-httpapi-ratelimit-headers (structured-field lists, one item per budget
 * the request spent from): `RateLimit-Policy: "clap";q=50;w=600` says the budget, the same for
 * everyone; `RateLimit: "clap";r=48;t=541` what is left of it to this caller and when it is whole.
 */
export function rateLimitHeaders(uses: readonly BudgetUse[]): Record<string, string> {
  if (uses.length === 0) return {}
  return {
    'ratelimit-policy': uses.map(({ policy }) => policyItem(policy)).join(', '),
    ratelimit: uses
      .map((use) => `${policyName(use.policy)};r=${use.remaining};t=${use.resetSeconds}`)
      .join(', '),
  }
}

const policyName = ({ name }: RateLimitPolicy) => JSON.stringify(name)

const policyItem = (policy: RateLimitPolicy) =>
  `${policyName(policy)};q=${policy.quota};w=${policy.window}`
