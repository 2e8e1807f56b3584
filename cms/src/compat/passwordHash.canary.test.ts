/** Canary for passwordHash.ts: it checks the hashes Payload itself stores, past their format. */
import { describe, expect, it } from 'vitest'

import { importInstalled } from './installedPackages'
import { passwordMatches } from './passwordHash'

interface PayloadHashing {
  generatePasswordSaltHash: (args: {
    isPasswordAuthenticated: boolean
    password: string
    req: unknown
  }) => Promise<{ hash: string; salt: string }>
}

const HASHER = 'payload/dist/auth/strategies/local/generatePasswordSaltHash.js'
const broken = (what: string) =>
  `cms/src/compat/passwordHash.ts reads the hashes Payload stores (${HASHER}): ${what}`

describe("Payload's stored password hash, as passwordHash.ts reads it", () => {
  it('matches the password Payload hashed, and only that one', async () => {
    const { generatePasswordSaltHash } = await importInstalled<PayloadHashing>(
      'payload',
      'dist/auth/strategies/local/generatePasswordSaltHash.js',
    )
    const stored = await generatePasswordSaltHash({
      isPasswordAuthenticated: true,
      password: 'Correct horse battery staple 1',
      req: {},
    })
    const right = await passwordMatches('Correct horse battery staple 1', stored)
    expect(right, broken('the right password no longer matches')).toBe(true)
    const wrong = await passwordMatches('Correct horse battery staple 2', stored)
    expect(wrong, broken('a wrong password matches')).toBe(false)
  })
})
