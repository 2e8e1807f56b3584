import { describe, expect, it } from 'vitest'

import { fediverseHandle, followHandles } from './fediverseHandles'

describe("the fediverse's handles of the site's accounts", () => {
  it.each([
    ['https://blockwise.example', '@raj-patel@blockwise.example'],
    ['https://blockwise.example/', '@raj-patel@blockwise.example'],
    ['https://news.blockwise.example/some/path?x=1', '@raj-patel@news.blockwise.example'],
    ['http://localhost:3000', '@raj-patel@localhost:3000'],
    ['https://BlockWise.Example:443', '@raj-patel@blockwise.example'],
  ])('names an account on %s as %s', (siteUrl, handle) => {
    expect(fediverseHandle('raj-patel', siteUrl)).toBe(handle)
  })

  it("gives an article's reader the publication's handle and its author's", () => {
    expect(followHandles('maya-chen', 'https://blockwise.example')).toEqual({
      publication: '@blockwise@blockwise.example',
      author: '@maya-chen@blockwise.example',
    })
  })

  it('gives only the publication when the author is unknown', () => {
    expect(followHandles(undefined, 'https://blockwise.example')).toEqual({
      publication: '@blockwise@blockwise.example',
      author: null,
    })
  })
})
