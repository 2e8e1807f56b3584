import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { GlossaryMatcher, type MatchableTerm } from './glossaryMatcher'

/**
 * The rule the matcher keeps, as one expression of every waiting phrase, longest first: the
 * leftmost mention, and there the longest name (what the linker did before it read by words).
 */
function reference(text: string, terms: readonly MatchableTerm[], waiting: ReadonlySet<string>) {
  const word = '[\\p{L}\\p{N}_]'
  const phrases = terms
    .filter((term) => waiting.has(term.slug))
    .flatMap((term) =>
      [term.term, ...term.aliases]
        .map((name) => name.trim())
        .filter(Boolean)
        .map((name) => ({ name, term })),
    )
    .sort((a, b) => b.name.length - a.name.length)
  if (phrases.length === 0) return null
  const pattern = (name: string) =>
    name
      .split(/\s+/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
      .join('\\s+')
  const groups = phrases.map((phrase) => `(${pattern(phrase.name)})`).join('|')
  const match = new RegExp(`(?<!${word})(?:${groups})(?!${word})`, 'iu').exec(text)
  if (!match) return null
  const phrase = phrases[match.slice(1).findIndex((group) => group !== undefined)]
  return phrase ? { index: match.index, text: match[0], slug: phrase.term.slug } : null
}

/**
 * Words and marks that test case folding, word edges (letters and digits outside ASCII and outside
 * the BMP too) and names starting with no letter.
 */
const piece = fc.constantFrom(
  'pool',
  'Pool',
  'POOL',
  'liquidity',
  'Liquidity',
  'ſtake',
  'stake',
  'STAKE',
  'ß',
  'ẞ',
  'ς',
  'Σ',
  'σ',
  'K',
  'k',
  'é',
  'É',
  '$eth',
  '$ETH',
  'erc-20',
  'ERC-20',
  'x',
  '_',
  '1',
  '😀',
  '𝒳',
  '２',
)
const name = fc.array(piece, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '))
const separator = fc.constantFrom(' ', '  ', '\n', '', '.', '-', '\u00a0', ',')
const text = fc
  .array(fc.tuple(piece, separator), { maxLength: 12 })
  .map((parts) => parts.map(([word, gap]) => word + gap).join(''))
const terms = fc
  .uniqueArray(fc.tuple(name, fc.array(name, { maxLength: 2 })), {
    minLength: 1,
    maxLength: 6,
    selector: ([term]) => term.toLowerCase(),
  })
  .map((entries) =>
    entries.map(([term, aliases], index) => ({ term, aliases, slug: `term-${index}` })),
  )

describe('GlossaryMatcher', () => {
  it('finds the mention one expression of every waiting phrase finds', () => {
    fc.assert(
      fc.property(
        terms,
        text,
        fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
        (glossary, words, kept) => {
          const waiting = new Set(
            glossary.filter((_, index) => kept[index]).map((term) => term.slug),
          )
          const found = new GlossaryMatcher(glossary).firstMention(words, waiting)
          const expected = reference(words, glossary, waiting)
          expect(found && { index: found.index, text: found.text, slug: found.term.slug }).toEqual(
            expected,
          )
        },
      ),
      { numRuns: 500 },
    )
    // Each run compiles two glossaries' expressions: ~1 s here, several on a busy machine.
  }, 30_000)
})
