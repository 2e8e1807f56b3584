import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { findMatchingTag, sortProposedTags, type NamedTag } from './matchProposedTags'

const TAGS = [
  { id: 'btc', name: 'Bitcoin', slug: 'bitcoin' },
  { id: 'etf', name: 'ETF', slug: 'etf' },
  { id: 'stable', name: 'Stablecoin', slug: 'stablecoin' },
  { id: 'defi', name: 'DeFi', slug: 'defi' },
  { id: 'eth', name: 'Ethereum', slug: 'eth' },
  { id: 'l2', name: 'Layer 2', slug: 'layer-2' },
  { id: 'currency', name: 'Currency', slug: 'currency' },
]

const matchOf = (proposal: string, tags: readonly NamedTag[] = TAGS) =>
  findMatchingTag(proposal, tags)?.name

describe('findMatchingTag', () => {
  it.each([
    ['bitcoin', 'Bitcoin'],
    ['BITCOIN', 'Bitcoin'],
    ['ETFs', 'ETF'],
    ['etfs', 'ETF'],
    ['stablecoins', 'Stablecoin'],
    ['defi', 'DeFi'],
    ['Layer-2', 'Layer 2'],
    ['layer 2s', 'Layer 2'],
    ['currencies', 'Currency'],
    ['ETH', 'Ethereum'],
    ['  Bitcoin  ', 'Bitcoin'],
  ])('matches %j to the tag %j', (proposal, name) => {
    expect(matchOf(proposal)).toBe(name)
  })

  it('matches a singular proposal to a plural tag', () => {
    expect(matchOf('ETF', [{ name: 'ETFs' }])).toBe('ETFs')
    expect(matchOf('Stablecoin', [{ name: 'stablecoins' }])).toBe('stablecoins')
    expect(matchOf('Tax', [{ name: 'Taxes' }])).toBe('Taxes')
  })

  it('prefers the tag of the same name to its plural', () => {
    expect(matchOf('ETF', [{ name: 'ETFs' }, { name: 'etf' }])).toBe('etf')
    expect(matchOf('ETFs', [{ name: 'ETF' }, { name: 'ETFs' }])).toBe('ETFs')
  })

  it('matches names without a slug by their lowercase', () => {
    expect(matchOf('БИТКОИН', [{ name: 'Биткоин' }])).toBe('Биткоин')
  })

  it.each(['Quantum Rollups', 'Solana', 'Layer 3', '', '   ', '---'])(
    'finds no tag for %j',
    (proposal) => {
      expect(matchOf(proposal)).toBeUndefined()
    },
  )
})

describe('sortProposedTags', () => {
  it('links existing tags once and keeps the rest, once each, as proposals', () => {
    const sorted = sortProposedTags(
      ['bitcoin', 'ETFs', 'Quantum Rollups', 'Bitcoin', 'quantum rollup', ' ', 'Solana '],
      TAGS,
    )
    expect(sorted.matched.map((tag) => tag.id)).toEqual(['btc', 'etf'])
    expect(sorted.unmatched).toEqual(['Quantum Rollups', 'Solana'])
  })
})

/** Words of a slug's alphabet, so that adding an ending changes nothing else about the name. */
const word = fc.stringMatching(/^[a-z0-9]{1,12}$/)
/** Words before the last one, each followed by a separator slugify turns into a hyphen. */
const leadingWords = fc
  .array(fc.tuple(word, fc.constantFrom(' ', '-', '_', ' - ')), { maxLength: 3 })
  .map((pairs) => pairs.map(([text, separator]) => text + separator).join(''))
const anyName = fc.string({ unit: 'grapheme', minLength: 1 }).filter((name) => name.trim() !== '')

describe('matching properties', () => {
  it('every name matches a tag of that name', () => {
    fc.assert(
      fc.property(anyName, (name) => {
        expect(findMatchingTag(name, [{ name }])).toBeDefined()
      }),
    )
  })

  it('case never counts', () => {
    fc.assert(
      fc.property(anyName, (name) => {
        expect(findMatchingTag(name.toLowerCase(), [{ name }])).toBeDefined()
        expect(findMatchingTag(name, [{ name: name.toLowerCase() }])).toBeDefined()
      }),
    )
  })

  it('a name and its plural with -s or -es match either way, in any case', () => {
    fc.assert(
      fc.property(
        leadingWords,
        word,
        fc.constantFrom('s', 'es'),
        fc.boolean(),
        (head, last, ending, shout) => {
          const singular = head + last
          const plural = shout ? (head + last + ending).toUpperCase() : head + last + ending
          expect(findMatchingTag(plural, [{ name: singular }])).toBeDefined()
          expect(findMatchingTag(singular, [{ name: plural }])).toBeDefined()
        },
      ),
    )
  })

  it('a name ending in -y matches its plural in -ies', () => {
    fc.assert(
      fc.property(leadingWords, word, (head, stem) => {
        expect(findMatchingTag(`${head}${stem}ies`, [{ name: `${head}${stem}y` }])).toBeDefined()
        expect(findMatchingTag(`${head}${stem}y`, [{ name: `${head}${stem}ies` }])).toBeDefined()
      }),
    )
  })

  it('a name matches a tag whose slug is its slug', () => {
    fc.assert(
      fc.property(leadingWords, word, (head, last) => {
        const slug = `${head}${last}`.replace(/[^a-z0-9]+/g, '-')
        expect(findMatchingTag(head + last, [{ name: 'Another name', slug }])).toBeDefined()
      }),
    )
  })

  it('sorts every proposal into a linked tag or a proposal that matches no tag', () => {
    const tags = fc.array(
      anyName.map((name) => ({ name })),
      { maxLength: 6 },
    )
    fc.assert(
      fc.property(fc.array(fc.oneof(anyName, word), { maxLength: 8 }), tags, (proposals, known) => {
        const { matched, unmatched } = sortProposedTags(proposals, known)
        for (const proposal of proposals.filter((name) => name.trim())) {
          const tag = findMatchingTag(proposal, known)
          if (tag) expect(matched).toContain(tag)
          else
            expect(
              findMatchingTag(
                proposal,
                unmatched.map((name) => ({ name })),
              ),
            ).toBeDefined()
        }
        for (const name of unmatched) expect(findMatchingTag(name, known)).toBeUndefined()
        expect(new Set(matched).size).toBe(matched.length)
      }),
    )
  })
})
