import { describe, expect, it } from 'vitest'

import { auditUnreachable, checkLockfile } from './dependencyRules'

const rules = {
  payload: { safe: '>=3.90.0', why: 'SQL injection' },
  ws: { safe: '^7.5.10 || >=8.17.1', why: 'DoS' },
  '@payloadcms/*': { safe: '>=3.90.2', why: 'matches Payload' },
  '@payloadcms/pinned': { safe: '>=1.0.0', why: 'its own rule' },
}

describe('checkLockfile', () => {
  it('passes versions inside their safe range and ignores dev-only packages', () => {
    const verdict = checkLockfile(
      {
        'node_modules/payload': { version: '3.90.2' },
        'node_modules/a/node_modules/ws': { version: '7.5.10' },
        'node_modules/ws': { version: '8.0.0', dev: true },
      },
      rules,
      [],
      '2026-11-21',
    )
    expect(verdict).toEqual({ unsafe: [], accepted: [] })
  })

  it('fails a nested copy below its range, naming where it is', () => {
    const verdict = checkLockfile(
      { 'node_modules/x/node_modules/payload': { version: '3.89.1' } },
      rules,
      [],
      '2026-11-21',
    )
    expect(verdict.unsafe).toEqual([
      'payload@3.89.1 at node_modules/x/node_modules/payload is outside >=3.90.0: SQL injection',
    ])
  })

  it('accepts an exact version until its exception expires', () => {
    const exception = {
      package: 'ws',
      version: '8.1.0',
      reason: 'no fix yet',
      expires: '2026-12-01',
    }
    const packages = { 'node_modules/ws': { version: '8.1.0' } }
    expect(checkLockfile(packages, rules, [exception], '2026-11-21').unsafe).toEqual([])
    expect(checkLockfile(packages, rules, [exception], '2026-12-02').unsafe).toHaveLength(1)
  })

  it('holds every package of a scope to the scope rule unless it has its own', () => {
    const verdict = checkLockfile(
      {
        'node_modules/@payloadcms/translations': { version: '3.90.1' },
        'node_modules/@payloadcms/next': { version: '3.90.2' },
        'node_modules/@payloadcms/pinned': { version: '1.2.0' },
        'node_modules/@other/next': { version: '0.0.1' },
      },
      rules,
      [],
      '2026-11-21',
    )
    expect(verdict.unsafe).toEqual([
      '@payloadcms/translations@3.90.1 at node_modules/@payloadcms/translations is outside >=3.90.2: matches Payload',
    ])
  })
})

describe('auditUnreachable', () => {
  it('tells a registry that does not answer from an audit that found advisories', () => {
    expect(auditUnreachable('npm error audit endpoint returned an error')).toBe(true)
    expect(auditUnreachable('npm error code ECONNRESET')).toBe(true)
    expect(auditUnreachable('npm error code ENETUNREACH')).toBe(true)
    expect(auditUnreachable('# npm audit report\nnext  16.0.0\nSeverity: critical')).toBe(false)
  })
})
