import { describe, expect, it } from 'vitest'

import type { ArchivePageContent } from './archivePage'
import { archiveMetadata } from './archiveMetadata'

const page = (n: number): ArchivePageContent<{ name: string }> => ({
  subject: { name: 'Bitcoin' },
  page: n,
  basePath: '/tags/bitcoin',
  list: { articles: [], hasNext: false },
  authors: {},
  settings: { siteName: 'Blockwise', tagline: 'Crypto, explained.' },
})

describe("an archive page's metadata", () => {
  it.each([1, 2, 500])('names its canonical address and its feed on page %i', (n) => {
    const metadata = archiveMetadata(page(n), 'Articles tagged Bitcoin.')
    expect(metadata.title).toBe(n === 1 ? 'Bitcoin' : `Bitcoin — page ${n}`)
    expect(metadata.description).toBe('Articles tagged Bitcoin.')
    expect(metadata.alternates).toEqual({
      canonical: n === 1 ? '/tags/bitcoin' : `/tags/bitcoin/page/${n}`,
      types: {
        'application/rss+xml': [{ url: '/tags/bitcoin/rss.xml', title: 'Blockwise: Bitcoin' }],
      },
    })
  })
})
