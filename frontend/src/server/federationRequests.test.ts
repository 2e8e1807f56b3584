import type { IncomingMessage, ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'

import { federationRequests } from './federationRequests'

const ACTIVITY = 'application/activity+json'
const JSON_LD = 'application/ld+json; profile="https://www.w3.org/ns/activitystreams"'

/** Where the step sends a request for `url` with `accept`: to Next at once, or to the next step. */
function routed(url: string, accept?: string, method = 'GET'): 'next' | 'onward' {
  let to: 'next' | 'onward' | undefined
  const step = federationRequests(() => (to = 'next'))
  const request = { url, method, headers: accept ? { accept } : {} } as IncomingMessage
  void step(request, {} as ServerResponse, () => (to = 'onward'))
  if (!to) throw new Error(`${url} was neither handed on nor sent to Next`)
  return to
}

describe("the site server's step for the social web", () => {
  it.each([
    ['/.well-known/webfinger?resource=acct:blockwise@site.test', undefined],
    ['/.well-known/nodeinfo', 'application/json'],
    ['/nodeinfo/2.1', undefined],
    ['/ap/actors/blockwise', ACTIVITY],
    ['/ap/actors/blockwise', 'text/html'],
    ['/articles/some-slug', ACTIVITY],
    ['/articles/some-slug?from=mastodon', JSON_LD],
    ['/articles/some-slug', `text/html;q=0.5, ${ACTIVITY}`],
  ])('sends %s (Accept: %s) straight to Next', (url, accept) => {
    expect(routed(url, accept)).toBe('next')
  })

  it('sends a POST to an inbox straight to Next', () => {
    expect(routed('/ap/inbox', ACTIVITY, 'POST')).toBe('next')
  })

  it.each([
    ['/articles/some-slug', undefined],
    ['/articles/some-slug', 'text/html,application/xhtml+xml,*/*;q=0.8'],
    ['/articles/some-slug', 'application/ld+json'],
    ['/authors/raj-patel', ACTIVITY],
    ['/', ACTIVITY],
    ['/api/articles', ACTIVITY],
  ])('hands %s (Accept: %s) on to the page steps', (url, accept) => {
    expect(routed(url, accept)).toBe('onward')
  })
})
