import { describe, expect, it } from 'vitest'

import {
  searchResultPreview,
  socialCardPreview,
  truncated,
  type PreviewFields,
} from './previewTexts'

const SITE = 'https://blockwise.news'

const fields = (overrides: Partial<PreviewFields>): PreviewFields => ({
  title: 'Bitcoin halves again',
  seoTitle: '',
  slug: 'bitcoin-halves-again',
  excerpt: 'What the halving changes.',
  description: '',
  socialTitle: '',
  canonicalUrl: '',
  ...overrides,
})

describe('truncation as search results and cards cut texts', () => {
  it('leaves a text that fits as it is, its whitespace collapsed', () => {
    expect(truncated('  Short\n text ', 20)).toBe('Short text')
  })

  it('cuts at the last whole word before the limit, with an ellipsis', () => {
    const cut = truncated('The quick brown fox jumps over the lazy dog', 20)
    expect(cut).toBe('The quick brown fox…')
    expect(cut.length).toBeLessThanOrEqual(20)
  })

  it('drops the punctuation left before the ellipsis', () => {
    expect(truncated('Markets, miners, and more news today', 18)).toBe('Markets, miners…')
  })

  it('cuts inside one long word rather than show nothing', () => {
    expect(truncated('a'.repeat(30), 10)).toBe(`${'a'.repeat(9)}…`)
  })
})

describe('the search result preview', () => {
  it('shows the SEO title with the site’s name, the page’s address and the excerpt by default', () => {
    expect(searchResultPreview(fields({ seoTitle: 'Halving explained' }), SITE)).toEqual({
      title: 'Halving explained | Blockwise',
      url: 'blockwise.news › articles › bitcoin-halves-again',
      description: 'What the halving changes.',
    })
  })

  it('shows a new article at the address its title will give it', () => {
    expect(searchResultPreview(fields({ slug: '', title: 'Why Fees Rise' }), SITE).url).toBe(
      'blockwise.news › articles › why-fees-rise',
    )
  })

  it('shows the meta description, cut at about 160 characters', () => {
    const description = 'Word '.repeat(60)
    const shown = searchResultPreview(fields({ description }), SITE).description
    expect(shown.endsWith('…')).toBe(true)
    expect(shown.length).toBeLessThanOrEqual(160)
  })

  it('cuts a long title at about 60 characters', () => {
    const shown = searchResultPreview(fields({ title: 'A very long title '.repeat(6) }), SITE).title
    expect(shown.length).toBeLessThanOrEqual(60)
    expect(shown.endsWith('…')).toBe(true)
  })

  it('shows the original’s address when a canonical URL names one, and ignores a bad one', () => {
    const canonical = 'https://partner.example/markets/halving%20day'
    expect(searchResultPreview(fields({ canonicalUrl: canonical }), SITE).url).toBe(
      'partner.example › markets › halving day',
    )
    expect(searchResultPreview(fields({ canonicalUrl: 'javascript:alert(1)' }), SITE).url).toBe(
      'blockwise.news › articles › bitcoin-halves-again',
    )
  })
})

describe('the social card preview', () => {
  it('shows the social title before the SEO title and the title, and the site’s domain', () => {
    expect(socialCardPreview(fields({ seoTitle: 'SEO', socialTitle: 'Shared' }), SITE)).toEqual({
      title: 'Shared',
      description: 'What the halving changes.',
      domain: 'BLOCKWISE.NEWS',
    })
    expect(socialCardPreview(fields({ seoTitle: 'SEO' }), SITE).title).toBe('SEO')
    expect(socialCardPreview(fields({}), SITE).title).toBe('Bitcoin halves again')
  })

  it('shows the meta description before the excerpt', () => {
    expect(socialCardPreview(fields({ description: 'Editor’s words.' }), SITE).description).toBe(
      'Editor’s words.',
    )
  })
})
