import { describe, expect, it } from 'vitest'

import { isBlankContent, isUntouched } from './untouched'

const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children })
const text = (value: string) => ({ type: 'text', text: value })
const content = (...children: unknown[]) => ({ root: { type: 'root', children } })

describe('isBlankContent', () => {
  it('is blank with nothing, an empty root, empty paragraphs or only spaces', () => {
    expect(isBlankContent(null)).toBe(true)
    expect(isBlankContent(undefined)).toBe(true)
    expect(isBlankContent(content())).toBe(true)
    expect(isBlankContent(content(paragraph()))).toBe(true)
    expect(isBlankContent(content(paragraph(text('  ')), paragraph()))).toBe(true)
  })

  it('is not blank with any text, or any node an editor had to add', () => {
    expect(isBlankContent(content(paragraph(), paragraph(text('B'))))).toBe(false)
    expect(isBlankContent(content({ type: 'heading', children: [] }))).toBe(false)
    expect(isBlankContent(content(paragraph({ type: 'linebreak' })))).toBe(false)
    expect(isBlankContent(content({ type: 'upload', value: 'm1' }))).toBe(false)
    expect(isBlankContent(content({ type: 'block', fields: {} }))).toBe(false)
  })
})

describe('isUntouched', () => {
  const fresh = { title: null, seoTitle: null, slug: null, excerpt: '', content: null, tags: [] }

  it('holds for a new article as the create view saves it', () => {
    expect(isUntouched(fresh)).toBe(true)
    expect(isUntouched({})).toBe(true)
    expect(isUntouched({ ...fresh, title: ' ', content: content(paragraph()) })).toBe(true)
  })

  it.each([
    ['a title', { title: 'B' }],
    ['an SEO title', { seoTitle: 'B' }],
    ['a slug', { slug: 'b' }],
    ['an excerpt', { excerpt: 'B' }],
    ['body text', { content: content(paragraph(text('B'))) }],
    ['an image', { featuredImage: 'm1' }],
    ['a tag', { tags: ['t1'] }],
  ])('fails with %s', (_, typed) => {
    expect(isUntouched({ ...fresh, ...typed })).toBe(false)
  })
})
