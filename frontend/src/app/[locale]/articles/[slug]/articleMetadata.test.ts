import { describe, expect, it } from 'vitest'

import type { ArticleSeo } from '@blockwise/shared'

import { articleMetadata } from './articleMetadata'
import { testArticle } from './testArticle.fixture'

const article = (seo: Partial<ArticleSeo>, seoTitle: string | null = null) =>
  testArticle('bitcoin-halves-again', seo, {
    title: 'Bitcoin halves again',
    seoTitle,
    excerpt: 'What the halving changes.',
  })

const OG_IMAGE = '/api/articles/bitcoin-halves-again/og-image'

describe('an article page’s metadata', () => {
  it('is what the article says of itself while its editor set no SEO field', () => {
    const metadata = articleMetadata(article({}, 'Halving explained'), undefined, false)
    expect(metadata.title).toBe('Halving explained')
    expect(metadata.description).toBe('What the halving changes.')
    expect(metadata.alternates?.canonical).toBe('/articles/bitcoin-halves-again')
    expect(metadata.robots).toBeUndefined()
    expect(metadata.openGraph).toMatchObject({
      title: 'Halving explained',
      description: 'What the halving changes.',
      images: [{ url: OG_IMAGE, width: 1200, height: 630 }],
    })
    expect(metadata.twitter).toMatchObject({ title: 'Halving explained', images: [OG_IMAGE] })
  })

  it('uses the editor’s description, social title and canonical URL where set', () => {
    const metadata = articleMetadata(
      article({
        description: 'The fourth halving, in plain words.',
        socialTitle: 'Halving day is here',
        canonicalUrl: 'https://partner.example/halving',
        socialImage: '/cms-api/media/file/social.jpg',
      }),
      undefined,
      false,
    )
    expect(metadata.title).toBe('Bitcoin halves again')
    expect(metadata.description).toBe('The fourth halving, in plain words.')
    expect(metadata.alternates?.canonical).toBe('https://partner.example/halving')
    expect(metadata.openGraph).toMatchObject({
      title: 'Halving day is here',
      description: 'The fourth halving, in plain words.',
      url: '/articles/bitcoin-halves-again',
      // The og-image crops the social image; its address stays the article's.
      images: [{ url: OG_IMAGE }],
    })
    expect(metadata.twitter).toMatchObject({
      title: 'Halving day is here',
      description: 'The fourth halving, in plain words.',
      images: [OG_IMAGE],
    })
  })

  it('asks search engines not to index an article its editor hid, and a preview not to follow', () => {
    expect(articleMetadata(article({ noindex: true }), undefined, false).robots).toEqual({
      index: false,
    })
    expect(articleMetadata(article({ noindex: true }), undefined, true).robots).toEqual({
      index: false,
      follow: false,
    })
    expect(articleMetadata(article({}), undefined, true).robots).toEqual({
      index: false,
      follow: false,
    })
  })
})
