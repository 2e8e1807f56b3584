import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'

import { slugify } from '@blockwise/shared'

import {
  LARGEST_DERIVED_SUFFIX,
  isDerivedSlug,
  planSlug,
  slugCandidate,
  uniqueSlugFrom,
  type UniqueSlugOptions,
} from './uniqueSlug'

describe('slugCandidate and isDerivedSlug', () => {
  it('numbers candidates as firstFreeSlug tries them', () => {
    expect([1, 2, 3, 21].map((n) => slugCandidate('bitcoin', n))).toEqual([
      'bitcoin',
      'bitcoin-2',
      'bitcoin-3',
      'bitcoin-21',
    ])
  })

  it.each([
    ['bitcoin', 'bitcoin', true],
    ['bitcoin-2', 'bitcoin', true],
    ['bitcoin-17', 'bitcoin', true],
    ['bitcoin-99', 'bitcoin', true],
    ['bitcoin-100', 'bitcoin', false],
    ['bitcoin-halving-2024', 'bitcoin-halving', false],
    ['bitcoin-1', 'bitcoin', false],
    ['bitcoin-02', 'bitcoin', false],
    ['bitcoin-rally', 'bitcoin', false],
    ['bitcoin2', 'bitcoin', false],
    ['bitc', 'bitcoin', false],
    ['top-10', 'top-10', true],
    ['my-own-slug', '', false],
  ])('%s derived from %s: %s', (slug, base, derived) => {
    expect(isDerivedSlug(slug, base)).toBe(derived)
  })

  it('recognises every candidate of every title up to the largest suffix, and nothing from an empty one', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: LARGEST_DERIVED_SUFFIX }), (title, n) => {
        const base = slugify(title)
        expect(isDerivedSlug(slugCandidate(base, n), base)).toBe(base !== '')
      }),
    )
  })
})

/** What an editor may type into the slug field: anything with a letter or digit in it. */
const typedSlug = fc
  .tuple(fc.string(), fc.stringMatching(/^[A-Za-z0-9]{1,8}$/), fc.string())
  .map(([before, word, after]) => `${before}${word}${after}`)

describe('planSlug', () => {
  const previous = { stored: 'bitc', previousSource: 'Bitc' }

  it.each([
    [
      'derives a slug never stored',
      { sent: undefined, stored: undefined, source: 'Bitc', previousSource: undefined },
      { action: 'derive', base: 'bitc' },
    ],
    [
      'derives an emptied slug, even with the title unchanged',
      { ...previous, sent: '', source: 'Bitc' },
      { action: 'derive', base: 'bitc' },
    ],
    [
      'derives a slug sent as null',
      { ...previous, sent: null, source: 'Bitcoin rally' },
      { action: 'derive', base: 'bitcoin-rally' },
    ],
    [
      'leaves an emptied slug alone without a title to derive it from',
      { ...previous, sent: '', source: '' },
      { action: 'keep' },
    ],
    [
      'stores a slug the editor typed, normalised',
      { ...previous, sent: 'My Own Slug', source: 'Bitcoin rally' },
      { action: 'store', slug: 'my-own-slug' },
    ],
    [
      'lets the derived slug sent back follow a changed title',
      { ...previous, sent: 'bitc', source: 'Bitcoin rally' },
      { action: 'follow', base: 'bitcoin-rally', slug: 'bitc' },
    ],
    [
      'lets the derived slug follow a changed title when the save leaves it out',
      { ...previous, sent: undefined, source: 'Bitcoin rally' },
      { action: 'follow', base: 'bitcoin-rally' },
    ],
    [
      'lets a suffixed derived slug follow',
      { stored: 'bitc-2', previousSource: 'Bitc', sent: 'bitc-2', source: 'Bitcoin rally' },
      { action: 'follow', base: 'bitcoin-rally', slug: 'bitc-2' },
    ],
    [
      'keeps the slug when the title derives the same one',
      { ...previous, sent: 'bitc', source: 'BITC!' },
      { action: 'store', slug: 'bitc' },
    ],
    [
      'keeps the slug when the title is emptied',
      { ...previous, sent: undefined, source: '' },
      { action: 'keep' },
    ],
    [
      'keeps a slug the editor typed earlier when the title changes',
      { stored: 'my-own-slug', previousSource: 'Bitc', sent: 'my-own-slug', source: 'Bitcoin' },
      { action: 'store', slug: 'my-own-slug' },
    ],
    [
      'keeps a stored slug the save leaves out when it was not derived',
      { stored: 'my-own-slug', previousSource: 'Bitc', sent: undefined, source: 'Bitcoin' },
      { action: 'keep' },
    ],
  ])('%s', (_name, save, plan) => {
    expect(planSlug(save)).toEqual(plan)
  })

  it('stores any slug that differs from the stored one as the editor sent it, normalised', () => {
    fc.assert(
      fc.property(typedSlug, fc.string(), fc.string(), (sent, stored, title) => {
        fc.pre(slugify(sent) !== stored)
        expect(planSlug({ sent, stored, source: title, previousSource: stored })).toEqual({
          action: 'store',
          slug: slugify(sent),
        })
      }),
    )
  })
})

type Row = { id: string; slug: string }

/**
 * The hook against a collection whose stored rows are `rows` and whose documents' latest drafts
 * are `drafts`, as the Local API's find answers an `in` query on the slug.
 */
function runHook(
  {
    rows = [],
    drafts = [],
    withDrafts = true,
    options,
  }: { rows?: Row[]; drafts?: Row[]; withDrafts?: boolean; options?: UniqueSlugOptions },
  data: Record<string, unknown>,
  originalDoc?: Record<string, unknown>,
) {
  const find = vi.fn(({ where, draft }: { where: { slug: { in: string[] } }; draft?: boolean }) =>
    Promise.resolve({
      docs: (draft ? drafts : rows).filter((row) => where.slug.in.includes(row.slug)),
    }),
  )
  const hook = uniqueSlugFrom('title', options)
  const args = {
    data,
    originalDoc,
    operation: originalDoc ? 'update' : 'create',
    context: {},
    collection: { slug: 'articles', versions: withDrafts ? { drafts: {} } : false },
    req: { payload: { find } },
  } as unknown as Parameters<typeof hook>[0]
  return { result: hook(args) as Promise<{ slug?: string | null }>, find }
}

describe('uniqueSlugFrom', () => {
  const halfTyped = { id: 'own', title: 'Bitc', slug: 'bitc' }
  const following: UniqueSlugOptions = { followsSource: () => true }

  it('derives the first free slug, past stored rows and other documents’ drafts', async () => {
    const rows = [{ id: 'a', slug: 'bitcoin-rally' }]
    const drafts = [{ id: 'b', slug: 'bitcoin-rally-2' }]
    expect((await runHook({ rows, drafts }, { title: 'Bitcoin rally' }).result).slug).toBe(
      'bitcoin-rally-3',
    )
    // A collection without drafts has no drafts to ask about.
    const { result, find } = runHook(
      { rows, drafts, withDrafts: false },
      { title: 'Bitcoin rally' },
    )
    expect((await result).slug).toBe('bitcoin-rally-2')
    expect(find.mock.calls.every(([query]) => !('draft' in query))).toBe(true)
  })

  it('does not count the document’s own slug as taken', async () => {
    const rows = [{ id: 'own', slug: 'bitcoin-rally' }]
    const { result } = runHook({ rows, options: following }, { title: 'Bitcoin rally' }, halfTyped)
    expect((await result).slug).toBe('bitcoin-rally')
  })

  it('asks about candidates twenty at a time until one is free', async () => {
    const rows = Array.from({ length: 25 }, (_, index) => ({
      id: `other-${index}`,
      slug: slugCandidate('halving', index + 1),
    }))
    const { result, find } = runHook({ rows, withDrafts: false }, { title: 'Halving' })
    expect((await result).slug).toBe('halving-26')
    expect(find).toHaveBeenCalledTimes(2)
  })

  it('lets a derived slug follow the title while the collection allows it', async () => {
    const followsSource = vi.fn(() => true)
    const { result } = runHook(
      { options: { followsSource } },
      { title: 'Bitcoin rally', slug: 'bitc' },
      halfTyped,
    )
    expect((await result).slug).toBe('bitcoin-rally')
    expect(followsSource).toHaveBeenCalledWith(expect.objectContaining({ originalDoc: halfTyped }))
  })

  it('keeps the derived slug once the collection no longer allows it to follow', async () => {
    const { result } = runHook(
      { options: { followsSource: () => Promise.resolve(false) } },
      { title: 'Bitcoin rally', slug: 'bitc' },
      halfTyped,
    )
    expect((await result).slug).toBe('bitc')
    const leftOut = runHook(
      { options: { followsSource: () => Promise.resolve(false) } },
      { title: 'Bitcoin rally' },
      halfTyped,
    )
    expect((await leftOut.result).slug).toBeUndefined()
  })

  it('keeps a stored slug as before for a collection that does not let slugs follow', async () => {
    const { result, find } = runHook(
      { withDrafts: false },
      { title: 'Bitcoin rally', slug: 'bitc' },
      halfTyped,
    )
    expect((await result).slug).toBe('bitc')
    expect(find).not.toHaveBeenCalled()
  })

  it('keeps a slug the editor typed, without asking whether it may follow', async () => {
    const followsSource = vi.fn(() => true)
    const { result } = runHook(
      { options: { followsSource } },
      { title: 'Bitcoin rally', slug: 'Rally Day' },
      halfTyped,
    )
    expect((await result).slug).toBe('rally-day')
    expect(followsSource).not.toHaveBeenCalled()
  })
})
