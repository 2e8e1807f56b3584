import { describe, expect, it } from 'vitest'

import {
  REDIRECT_PATH_MAX_LENGTH,
  REDIRECT_PATH_MESSAGES as messages,
  redirectFromProblem,
  redirectPathProblem,
} from './paths'

describe('the ends of a redirect', () => {
  it.each(['/', '/articles/old-slug', '/tags/defi', '/news/page/2', '/rss.xml', '/a~b_c.d'])(
    'accepts the page path %s',
    (path) => expect(redirectPathProblem(path)).toBeNull(),
  )

  it.each([
    ['https://evil.example/x', messages.notLocal],
    ['//evil.example/x', messages.notLocal],
    ['articles/x', messages.notLocal],
    ['', messages.notLocal],
    [42, messages.notLocal],
    [null, messages.notLocal],
    ['/\\evil.example', messages.malformed],
    ['/articles/../admin', messages.malformed],
    ['/articles/./x', messages.malformed],
    ['/articles/%2e%2e', messages.malformed],
    ['/Articles/X', messages.malformed],
    ['/articles/x/', messages.malformed],
    ['/articles//x', messages.malformed],
    ['/articles/x?utm=1', messages.malformed],
    ['/articles/x#part', messages.malformed],
    ['/articles/x\r\nLocation: https://evil.example', messages.malformed],
    ['/articles/ünïcode', messages.malformed],
    ['/api/articles', messages.notAPage],
    ['/cms-api/users', messages.notAPage],
    ['/admin', messages.notAPage],
    ['/_next/static/x.js', messages.notAPage],
    ['/internal/revalidate', messages.notAPage],
  ])('refuses %j: %s', (path, message) => expect(redirectPathProblem(path)).toBe(message))

  it('refuses a path longer than the limit before reading it', () => {
    expect(redirectPathProblem(`/${'a'.repeat(REDIRECT_PATH_MAX_LENGTH)}`)).toBe(messages.tooLong)
    expect(redirectPathProblem(`/${'a'.repeat(REDIRECT_PATH_MAX_LENGTH - 1)}`)).toBeNull()
  })

  it('never starts a redirect at the home page, nor where a path goes home anyway', () => {
    expect(redirectFromProblem('/')).toBe(messages.home)
    expect(redirectFromProblem('/tools/performance-review')).toBe(messages.goesHome)
    expect(redirectFromProblem('/articles/x')).toBeNull()
    expect(redirectFromProblem('https://evil.example')).toBe(messages.notLocal)
  })
})
