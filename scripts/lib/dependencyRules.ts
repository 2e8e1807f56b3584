import semver from 'semver'

export interface LockPackage {
  version?: string
  dev?: boolean
}
export type SafeRanges = Record<string, { safe: string; why: string }>
export interface AcceptedException {
  package: string
  version: string
  reason: string
  expires: string
}

/** A package's own rule, else its scope's (`@scope/*`). */
function ruleFor(name: string, rules: SafeRanges) {
  const scope = name.startsWith('@') ? `${name.split('/')[0]}/*` : undefined
  return rules[name] ?? (scope ? rules[scope] : undefined)
}

/** npm audit failures that mean the advisory service did not answer, not that it found something. */
export const auditUnreachable = (output: string) =>
  /audit endpoint returned an error|ENOTFOUND|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN|ENETUNREACH|EHOSTUNREACH/.test(
    output,
  )

export interface DependencyVerdict {
  unsafe: string[]
  accepted: string[]
}

/**
 * Production packages of a lockfile outside their safe range (their own, or their scope's
 * `@scope/*` rule). An exception accepts one exact
 * version until its expiry date (YYYY-MM-DD, inclusive).
 */
export function checkLockfile(
  packages: Record<string, LockPackage>,
  rules: SafeRanges,
  exceptions: AcceptedException[],
  today: string,
): DependencyVerdict {
  const verdict: DependencyVerdict = { unsafe: [], accepted: [] }
  for (const [location, entry] of Object.entries(packages)) {
    const name = location.split('node_modules/').at(-1)
    const rule = name ? ruleFor(name, rules) : undefined
    if (!name || !rule || !entry.version || entry.dev) continue
    if (semver.satisfies(entry.version, rule.safe)) continue
    const accepted = exceptions.find(
      (exception) =>
        exception.package === name &&
        exception.version === entry.version &&
        exception.expires >= today,
    )
    if (accepted) verdict.accepted.push(`${name}@${entry.version} (${accepted.reason})`)
    else
      verdict.unsafe.push(
        `${name}@${entry.version} at ${location} is outside ${rule.safe}: ${rule.why}`,
      )
  }
  return verdict
}
