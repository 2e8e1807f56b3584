import { describe, expect, it } from 'vitest'

import {
  apiKeysOfArticles,
  articleChangeKeys,
  authorChangeKeys,
  tagChangeKeys,
} from './surrogateKeysOf'

const LISTS = [
  'list-home',
  'list-feeds',
  'list-sitemap',
  'list-api-articles',
  'list-api-search',
  'list-tags',
  'list-authors',
  'list-glossary',
]
const article = {
  id: 'a1',
  slug: 'bitcoin-halving',
  articleType: 'news' as const,
  featured: false,
  published: true,
  authorId: { id: 'w1' },
  tags: [{ id: 't1' }, 't2'],
}

describe('the surrogate keys a change purges', () => {
  it('purges a published article by id and slug, with every list it is in', () => {
    expect(articleChangeKeys(article).sort()).toEqual(
      ['article-a1', 'article-page-bitcoin-halving', 'list-news', ...LISTS].sort(),
    )
  })

  it('purges the page under its previous slug, and the lists it left, after a rename and a move', () => {
    const before = { ...article, slug: 'old-slug', articleType: 'learn' as const, featured: true }
    expect(articleChangeKeys(article, before)).toEqual(
      expect.arrayContaining([
        'article-page-bitcoin-halving',
        'article-page-old-slug',
        'list-news',
        'list-learn',
        'list-featured',
      ]),
    )
  })

  it('purges an article that was just unpublished, and nothing for a draft edited', () => {
    const unpublished = { ...article, published: false }
    expect(articleChangeKeys(unpublished, article)).toContain('article-page-bitcoin-halving')
    expect(articleChangeKeys(unpublished, unpublished)).toEqual([])
  })

  it('purges a renamed tag or author wherever it shows, the list of tags for a new tag, the sitemap for a new author', () => {
    expect(tagChangeKeys({ doc: { id: 't1' }, operation: 'update' })).toEqual([
      'tag-t1',
      'site-pages',
      'list-api-search',
    ])
    expect(authorChangeKeys({ doc: { id: 'w1' } })).toEqual(['author-w1', 'site-pages'])
    expect(tagChangeKeys({ doc: { id: 't1' }, operation: 'create' })).toEqual(['list-api-tags'])
    expect(authorChangeKeys({ doc: { id: 'w2' }, operation: 'create' })).toEqual([
      'list-sitemap',
      'list-authors',
    ])
  })

  it('keys an /api answer by its articles, their tags and their authors', () => {
    expect(apiKeysOfArticles([article, { ...article, id: 'a2', tags: null }])).toEqual([
      'api',
      'article-a1',
      'author-w1',
      'tag-t1',
      'tag-t2',
      'article-a2',
    ])
  })
})
