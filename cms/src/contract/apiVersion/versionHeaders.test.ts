import { describe, expect, it } from 'vitest'

import { inApiVersion } from './versionHeaders'

const answer = (headers: Record<string, string> = {}, status = 200) =>
  new Response(status === 304 ? null : '{}', { status, headers })

describe('an answer in a version', () => {
  it('names the current version and varies on it, with no deprecation', () => {
    const current = inApiVersion(answer(), '2026-12-01')
    expect(current.headers.get('blockwise-version')).toBe('2026-12-01')
    expect(current.headers.get('vary')).toBe('Blockwise-Version')
    for (const name of ['deprecation', 'sunset', 'link'])
      expect(current.headers.get(name)).toBeNull()
  })

  it('says when a deprecated version was deprecated (RFC 9745) and when it goes (RFC 8594)', () => {
    const old = inApiVersion(answer(), '2026-11-21')
    expect(old.headers.get('blockwise-version')).toBe('2026-11-21')
    expect(old.headers.get('deprecation')).toBe(`@${Date.UTC(2026, 11, 1) / 1000}`)
    expect(old.headers.get('deprecation')).toBe('@1796083200')
    expect(old.headers.get('sunset')).toBe('Wed, 01 Dec 2027 00:00:00 GMT')
    expect(old.headers.get('link')).toBe(
      '</api/openapi.json>; rel="deprecation"; type="application/json"',
    )
  })

  it('keeps the answer’s own Link and Vary beside its own, naming the version once', () => {
    const paged = inApiVersion(
      answer({ link: '</api/articles?cursor=x>; rel="next"', vary: 'Accept-Encoding' }),
      '2026-11-21',
    )
    expect(paged.headers.get('link')).toBe(
      '</api/articles?cursor=x>; rel="next", </api/openapi.json>; rel="deprecation"; type="application/json"',
    )
    expect(paged.headers.get('vary')).toBe('Accept-Encoding, Blockwise-Version')
    const twice = inApiVersion(inApiVersion(answer(), '2026-11-21'), '2026-11-21')
    expect(twice.headers.get('vary')).toBe('Blockwise-Version')
    expect(twice.headers.get('link')).toBe(
      '</api/openapi.json>; rel="deprecation"; type="application/json"',
    )
  })

  it('keeps the status, the body and the other headers, 304s included', async () => {
    const kept = inApiVersion(answer({ etag: 'W/"a"' }, 304), '2026-12-01')
    expect(kept.status).toBe(304)
    expect(kept.headers.get('etag')).toBe('W/"a"')
    expect(kept.headers.get('blockwise-version')).toBe('2026-12-01')
    const failed = inApiVersion(Response.json({ error: 'Nope' }, { status: 404 }), '2026-11-21')
    expect(failed.status).toBe(404)
    expect(await failed.json()).toEqual({ error: 'Nope' })
  })
})
