import { describe, expect, it } from 'vitest'

import { embeddedPostgresFlags, sharedBuffers } from './databaseMemory'

const GIB = 2 ** 30

describe('the embedded PostgreSQL memory', () => {
  it('takes a quarter of the machine, at least 128 MB and at most 2 GB, unless configured', () => {
    expect(sharedBuffers(undefined, 4 * GIB)).toBe('1024MB')
    expect(sharedBuffers('', 24 * GIB)).toBe('2048MB')
    expect(sharedBuffers(undefined, 0.25 * GIB)).toBe('128MB')
  })

  it('takes a configured size as PostgreSQL writes it', () => {
    expect(sharedBuffers('512MB', 24 * GIB)).toBe('512MB')
    expect(sharedBuffers('3GB', 24 * GIB)).toBe('3GB')
  })

  it('refuses a size PostgreSQL would not read, naming the setting', () => {
    for (const bad of ['2 GB', '2gb', '-1MB', '0MB', 'lots', '2GB;'])
      expect(() => sharedBuffers(bad, 24 * GIB)).toThrow(/EMBEDDED_POSTGRES_SHARED_BUFFERS/)
  })

  it('loads pg_prewarm, whose autoprewarm refills the buffers after a restart, and pg_stat_statements', () => {
    expect(embeddedPostgresFlags()).toContain(
      'shared_preload_libraries=pg_prewarm,pg_stat_statements',
    )
    expect(embeddedPostgresFlags().filter((flag) => flag === '-c')).toHaveLength(5)
  })
})
