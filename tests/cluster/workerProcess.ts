import { readFileSync } from 'node:fs'

/** A running process's environment, as it was started with (Linux's /proc). */
export function environmentOf(pid: number): NodeJS.ProcessEnv {
  const entries = readFileSync(`/proc/${pid}/environ`, 'utf8')
    .split('\0')
    .filter(Boolean)
    .map((entry) => {
      const equals = entry.indexOf('=')
      return [entry.slice(0, equals), entry.slice(equals + 1)] as const
    })
  // A CMS process's environment always names NODE_ENV (production, in the cluster).
  return Object.fromEntries(entries) as NodeJS.ProcessEnv
}
