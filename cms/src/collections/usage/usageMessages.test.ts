import { describe, expect, it } from 'vitest'

import { usageCell } from './usageMessages'

describe('usageCell', () => {
  it('names what uses an image, an author or a tag, in the list’s short words', () => {
    expect(usageCell('media', { articles: 1, authors: 0 })).toBe('Used by 1 article')
    expect(usageCell('media', { articles: 2, authors: 1 })).toBe('Used by 2 articles and 1 author')
    expect(usageCell('media', { articles: 0, authors: 3 })).toBe('Used by 3 authors')
    expect(usageCell('media', { articles: 0, authors: 0 })).toBe('Not used')
    expect(usageCell('tags', { articles: 4, authors: 0 })).toBe('Used by 4 articles')
    expect(usageCell('authors', { articles: 1, authors: 0 })).toBe('Credited on 1 article')
    expect(usageCell('authors', { articles: 0, authors: 0 })).toBe('Not credited')
  })
})
