import { describe, expect, it } from 'vitest'

import { DEFAULT_RANGE, noPageViewsText, queryWithRange, rangeFromQuery } from './analyticsRange'

describe('rangeFromQuery', () => {
  it('takes every range the API knows from the address', () => {
    expect(rangeFromQuery('now')).toBe('now')
    expect(rangeFromQuery('today')).toBe('today')
    expect(rangeFromQuery('7d')).toBe('7d')
    expect(rangeFromQuery('30d')).toBe('30d')
  })

  it('falls back to the default when the address names none or an unknown one', () => {
    expect(DEFAULT_RANGE).toBe('7d')
    expect(rangeFromQuery(null)).toBe(DEFAULT_RANGE)
    expect(rangeFromQuery(undefined)).toBe(DEFAULT_RANGE)
    expect(rangeFromQuery('')).toBe(DEFAULT_RANGE)
    expect(rangeFromQuery('NOW')).toBe(DEFAULT_RANGE)
    expect(rangeFromQuery('90d')).toBe(DEFAULT_RANGE)
  })
})

describe('queryWithRange', () => {
  it('sets the range in an empty query', () => {
    expect(queryWithRange('', 'now')).toBe('?range=now')
  })

  it('replaces the range and keeps the other parameters', () => {
    expect(queryWithRange('?range=now&tab=x', '30d')).toBe('?range=30d&tab=x')
  })
})

describe('noPageViewsText', () => {
  it('names the range and says when page views show up', () => {
    expect(noPageViewsText('now')).toBe(
      'No page views in the last 30 minutes. They show up here within a minute of a reader opening a page (this view refreshes every 30 seconds).',
    )
    expect(noPageViewsText('today')).toBe(
      'No page views today. They show up here as readers open the site’s pages.',
    )
  })
})
