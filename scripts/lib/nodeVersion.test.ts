import { describe, expect, it } from 'vitest'

import {
  REQUIRED_NODE_MAJOR,
  nodeVersionProblem,
  npmNodeVersion,
  olderNpmNodeAdvice,
} from './nodeVersion'

describe('nodeVersionProblem', () => {
  it('accepts Node.js 24 and later', () => {
    expect(nodeVersionProblem('24.21.0')).toBeNull()
    expect(nodeVersionProblem('26.0.0')).toBeNull()
  })

  it('says what to install on an end-of-life Node.js', () => {
    expect(nodeVersionProblem('20.20.2')).toMatch(
      /^Blockwise runs on Node\.js 24 \(LTS\), not 20\.20\.2\..*nvm install 24/,
    )
  })

  it('is the Node.js this test runs on', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(REQUIRED_NODE_MAJOR)
  })
})

describe('olderNpmNodeAdvice', () => {
  it('reads the Node.js running npm from its user agent', () => {
    expect(npmNodeVersion('npm/11.19.1 node/v20.20.2 linux x64 workspaces/false')).toBe('20.20.2')
    expect(npmNodeVersion('')).toBeUndefined()
  })

  it('says what to install when npm runs on an older Node.js, and nothing otherwise', () => {
    expect(olderNpmNodeAdvice('20.20.2')).toMatch(
      /^npm runs on Node\.js 20\.20\.2, .*nvm install 24/,
    )
    expect(olderNpmNodeAdvice('24.21.0')).toBeNull()
    expect(olderNpmNodeAdvice('')).toBeNull()
  })
})
