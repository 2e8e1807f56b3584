import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { auditUnreachable, checkLockfile } from './dependencyRules'
import { ROOT } from './paths'

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

describe("security/minimum-versions.json: each advisory's first fixed release is the floor", () => {
  const { minimums } = JSON.parse(
    readFileSync(path.join(ROOT, 'security/minimum-versions.json'), 'utf8'),
  ) as { minimums: Record<string, { safe: string; why: string }> }

  // The last release each current advisory leaves vulnerable, and the first it names as fixed.
  it.each([
    ['next', '16.4.4', '16.4.5'],
    ['react', '19.2.7', '19.2.8'],
    ['react-dom', '19.2.7', '19.2.8'],
    ['sanitize-html', '2.17.3', '2.17.4'],
    ['nodemailer', '9.1.0', '9.1.1'],
    ['sharp', '0.34.5', '0.35.0'],
    ['drizzle-orm', '0.45.1', '0.45.2'],
    ['postcss', '8.5.17', '8.5.18'],
    ['undici', '7.27.9', '7.28.0'],
    ['dompurify', '3.4.6', '3.4.7'],
  ])('%s: refuses %s, accepts %s', (name, vulnerable, fixed) => {
    const verdictFor = (version: string) =>
      checkLockfile({ [`node_modules/${name}`]: { version } }, minimums, [], '2026-11-25')
    expect(verdictFor(vulnerable).unsafe).toHaveLength(1)
    expect(verdictFor(fixed).unsafe).toEqual([])
  })
})
