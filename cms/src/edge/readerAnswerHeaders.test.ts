import { describe, expect, it } from 'vitest'

import { keptPrivate, readerAnswerHeaders } from './readerAnswerHeaders'

describe('keptPrivate', () => {
  it('turns a reader’s answer into one no shared cache keeps, body and status unchanged', async () => {
    const shared = new Response('[1]', {
      status: 200,
      headers: { ...readerAnswerHeaders(true, ['a1']), etag: 'W/"x"' },
    })
    const answer = keptPrivate(shared)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect(answer.headers.get('surrogate-control')).toBeNull()
    expect(answer.headers.get('cdn-cache-control')).toBeNull()
    expect(answer.headers.get('etag')).toBe('W/"x"')
    expect(await answer.text()).toBe('[1]')
  })

  it('makes private an answer that says nothing of caching (a cache may keep it by its own rule)', () => {
    expect(keptPrivate(new Response('{}')).headers.get('cache-control')).toBe('private, no-store')
  })

  it('leaves an answer alone that no shared cache keeps already', () => {
    const mine = new Response('{}', { headers: { 'cache-control': 'private, max-age=15' } })
    expect(keptPrivate(mine)).toBe(mine)
  })
})
