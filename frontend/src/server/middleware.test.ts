import type { IncomingMessage, ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'

import { compose, siteMiddleware, type Middleware } from './middleware'

const request = {} as IncomingMessage
const response = {} as ServerResponse

describe('the site server middleware', () => {
  it('runs canonical paths, redirects, federation requests, static files, micro-cache, surrogate keys, compression, script deferral and not-found screens in that order, then Next', () => {
    const ran: string[] = []
    const step =
      (name: string): Middleware =>
      (_request, _response, next) => {
        ran.push(name)
        return next()
      }
    const steps = siteMiddleware({
      canonicalPaths: step('canonical'),
      redirects: step('redirects'),
      federationRequests: step('federation'),
      staticFiles: step('static'),
      microCache: step('cache'),
      surrogateKeys: step('keys'),
      compression: step('compress'),
      scriptDeferral: step('defer'),
      notFoundScreens: step('not found'),
    })
    compose(steps, () => ran.push('next'))(request, response)
    expect(steps.map(({ name }) => name)).toEqual([
      'canonical paths',
      'redirects',
      'federation requests',
      'static files',
      'micro-cache',
      'surrogate keys',
      'compression',
      'script deferral',
      'not-found screens',
    ])
    expect(ran).toEqual([
      'canonical',
      'redirects',
      'federation',
      'static',
      'cache',
      'keys',
      'compress',
      'defer',
      'not found',
      'next',
    ])
  })

  it('stops where a step answers itself', () => {
    const ran: string[] = []
    const answers: Middleware = () => ran.push('answered')
    const passes: Middleware = (_request, _response, next) => next()
    compose(
      siteMiddleware({
        canonicalPaths: passes,
        redirects: passes,
        federationRequests: passes,
        staticFiles: passes,
        microCache: answers,
        surrogateKeys: passes,
        compression: passes,
        notFoundScreens: passes,
        scriptDeferral: passes,
      }),
      () => ran.push('next'),
    )(request, response)
    expect(ran).toEqual(['answered'])
  })
})
