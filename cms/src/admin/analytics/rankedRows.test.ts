import { describe, expect, it } from 'vitest'

import { rankedRows, searchCount, searchesAndResults, viewsAndVisitors } from './rankedRows'
import { sourceLabel } from './rowLabels'

describe('rankedRows', () => {
  it('says views and visitors in the singular and the plural', () => {
    expect(viewsAndVisitors({ pageviews: 1, visitors: 1 })).toBe('1 view · 1 visitor')
    expect(viewsAndVisitors({ pageviews: 1204, visitors: 0 })).toBe('1,204 views · 0 visitors')
    expect(searchCount(1)).toBe('1 search')
    expect(searchCount(3)).toBe('3 searches')
    expect(searchesAndResults(12, 1)).toBe('12 searches · 1 result on average')
    expect(searchesAndResults(1, 40)).toBe('1 search · 40 results on average')
  })

  it('labels each row and keeps its value as its key', () => {
    const rows = rankedRows([{ value: '', pageviews: 3, visitors: 2 }], sourceLabel)
    expect(rows).toEqual([{ key: '', label: 'Direct', numbers: '3 views · 2 visitors' }])
    expect(rankedRows([{ value: '/about', pageviews: 1, visitors: 1 }])[0]?.label).toBe('/about')
  })
})
