import { describe, expect, it } from 'vitest'

import { hasPendingDraft, versionWithSeoTitle } from './seoTitleVersion'

const published = {
  id: 'a-1',
  title: 'The live headline',
  seoTitle: null,
  excerpt: 'The live excerpt.',
  tags: ['t-1'],
  featuredImage: null,
  published: true,
  _status: 'published',
  generation: { aiAssisted: true, proposedSeoTitle: 'The proposal' },
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-02T10:00:00.000Z',
}

const draft = {
  ...published,
  title: 'A drafted headline',
  excerpt: 'A drafted excerpt.',
  tags: ['t-1', 't-2'],
  featuredImage: 'm-1',
  published: false,
  _status: 'draft',
  updatedAt: '2026-12-03T10:00:00.000Z',
}

describe('versionWithSeoTitle', () => {
  it('is the published version with the title, whatever the draft changed', () => {
    expect(versionWithSeoTitle(published, draft, 'The accepted title')).toEqual({
      title: 'The live headline',
      seoTitle: 'The accepted title',
      excerpt: 'The live excerpt.',
      tags: ['t-1'],
      featuredImage: null,
      published: true,
      _status: 'published',
      generation: { aiAssisted: true, proposedSeoTitle: 'The proposal' },
    })
  })

  it('is the draft with the title when the draft goes back on top', () => {
    expect(versionWithSeoTitle(draft, published, 'The accepted title')).toMatchObject({
      title: 'A drafted headline',
      seoTitle: 'The accepted title',
      excerpt: 'A drafted excerpt.',
      tags: ['t-1', 't-2'],
      featuredImage: 'm-1',
      _status: 'draft',
    })
  })

  it('leaves the id and times to Payload', () => {
    const data = versionWithSeoTitle(published, draft, 'A title')
    for (const key of ['id', 'createdAt', 'updatedAt']) expect(data).not.toHaveProperty(key)
  })

  it('empties a field the version lacks instead of letting the save take the draft’s', () => {
    const { featuredImage: _, ...withoutImage } = published
    const data = versionWithSeoTitle({ ...withoutImage, tags: undefined }, draft, 'A title')
    expect(data.featuredImage).toBeNull()
    expect(data.tags).toBeNull()
  })
})

describe('hasPendingDraft', () => {
  it('is true only when the latest version is a draft', () => {
    expect(hasPendingDraft(draft)).toBe(true)
    expect(hasPendingDraft(published)).toBe(false)
    expect(hasPendingDraft({})).toBe(false)
  })
})
