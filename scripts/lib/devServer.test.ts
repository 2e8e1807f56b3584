import { describe, expect, it } from 'vitest'

import { nextDevArgs } from './devServer'

describe('npm run dev’s servers', () => {
  it('listen on loopback by default', () => {
    expect(nextDevArgs(3000, undefined).slice(1)).toEqual([
      'dev',
      '--port',
      '3000',
      '--hostname',
      '127.0.0.1',
    ])
  })

  it('listen where HOST says when it is set', () => {
    expect(nextDevArgs(3001, '0.0.0.0').slice(-2)).toEqual(['--hostname', '0.0.0.0'])
  })
})
