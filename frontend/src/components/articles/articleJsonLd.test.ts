import { describe, expect, it } from 'vitest'

import type { Article } from '@blockwise/shared'

import { articleJsonLd } from './articleJsonLd'

const published = {
  slug: 'the-fee-story',
  title: 'The fee story',
  seoTitle: null,
  excerpt: 'What the fee is.',
  articleType: 'news',
  tags: ['Bitcoin'],
  publishedAt: '2026-11-19T08:00:00.000Z',
  createdAt: '2026-11-18T08:00:00.000Z',
  // A save that changed nothing readers see, or a minor fix.
  updatedAt: '2026-12-04T12:00:00.000Z',
  lastSubstantiveUpdate: null,
  corrections: [],
} as unknown as Article

const jsonLd = (article: Article) =>
  articleJsonLd(article, undefined, 'https://blockwise.test', 'Blockwise')

describe("an article's JSON-LD", () => {
  it('is modified when it was published while readers have seen no change, whatever was saved', () => {
    const data = jsonLd(published)
    expect(data.dateModified).toBe('2026-11-19T08:00:00.000Z')
    expect(data).not.toHaveProperty('correction', expect.anything())
  })

  it('is modified at its last note, and carries its notes as CorrectionComments, oldest first', () => {
    const data = jsonLd({
      ...published,
      lastSubstantiveUpdate: '2026-12-02T10:00:00.000Z',
      corrections: [
        { kind: 'correction', text: 'The fee is 0.2%, not 2%.', date: '2026-11-20T09:00:00.000Z' },
        { kind: 'update', text: 'The vote passed.', date: '2026-12-02T10:00:00.000Z' },
      ],
    })
    expect(data.dateModified).toBe('2026-12-02T10:00:00.000Z')
    expect(data.correction).toEqual([
      {
        '@type': 'CorrectionComment',
        name: 'Correction',
        text: 'The fee is 0.2%, not 2%.',
        datePublished: '2026-11-20T09:00:00.000Z',
      },
      {
        '@type': 'CorrectionComment',
        name: 'Update',
        text: 'The vote passed.',
        datePublished: '2026-12-02T10:00:00.000Z',
      },
    ])
  })
})
