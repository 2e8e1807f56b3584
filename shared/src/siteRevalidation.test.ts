import { describe, expect, it } from 'vitest'

import { formatContentChangedMessage, parseContentChangedMessage } from './siteRevalidation'

describe('parseContentChangedMessage', () => {
  it('reads what the CMS publishes', () => {
    const message = { tags: ['articles', 'authors'] as const, generation: 42 }
    const text = formatContentChangedMessage({ ...message, tags: [...message.tags] })
    expect(text).toBe('{"tags":["articles","authors"],"generation":42}')
    expect(parseContentChangedMessage(text)).toEqual(message)
  })

  it.each([
    ['not JSON', '{tags'],
    ['JSON null', 'null'],
    ['an array', '[]'],
    ['no tags', '{"generation":1}'],
    ['no tag at all', '{"tags":[],"generation":1}'],
    ['an unknown tag', '{"tags":["articles","everything"],"generation":1}'],
    ['tags not a list', '{"tags":"articles","generation":1}'],
    ['no generation', '{"tags":["articles"]}'],
    ['a generation as text', '{"tags":["articles"],"generation":"1"}'],
    ['a fractional generation', '{"tags":["articles"],"generation":1.5}'],
    ['generation zero', '{"tags":["articles"],"generation":0}'],
    ['a negative generation', '{"tags":["articles"],"generation":-3}'],
    ['an unsafe generation', '{"tags":["articles"],"generation":1e300}'],
  ])('rejects %s', (_, text) => {
    expect(parseContentChangedMessage(text)).toBeNull()
  })
})
