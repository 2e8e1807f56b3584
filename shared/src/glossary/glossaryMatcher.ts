/** What the matcher needs of a glossary term. */
export interface MatchableTerm {
  term: string
  slug: string
  aliases: readonly string[]
}

interface Phrase<Term extends MatchableTerm> {
  name: string
  pattern: string
  length: number
  term: Term
}

const WORD_CHARACTER = '[\\p{L}\\p{N}_]'
/** ASCII's word characters (letters, digits, `_`), by code: most of a text is read here. */
const ASCII_WORD_CHARACTERS = new Uint8Array(128).map((_, code) =>
  /\w/.test(String.fromCharCode(code)) ? 1 : 0,
)
const OTHER_WORD_CHARACTER = /^[\p{L}\p{N}]$/u
const LEADING_WORD = new RegExp(`^${WORD_CHARACTER}+`, 'u')
// eslint-disable-next-line no-control-regex -- every ASCII code point, control characters too
const ASCII_ONLY = /^[\u0000-\u007f]*$/

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** A name's words, matching any run of white space between them (HTML wraps lines anywhere). */
function phrasesOf<Term extends MatchableTerm>(term: Term): Phrase<Term>[] {
  const names = [term.term, ...term.aliases].map((name) => name.trim()).filter(Boolean)
  return names.map((name) => ({
    name,
    pattern: name.split(/\s+/).map(escapeRegExp).join('\\s+'),
    length: name.length,
    term,
  }))
}

/** A phrase as a whole word or words (in any case), found by a regular expression of `flags`. */
const wholeWords = (patterns: readonly string[], flags: string) =>
  new RegExp(`(?<!${WORD_CHARACTER})(?:${patterns.join('|')})(?!${WORD_CHARACTER})`, flags)

/**
 * The same key for two words that a case-insensitive expression (`iu`: simple case folding)
 * matches alike: each code point upper- then lower-cased (ſ, s and S give s; ς, σ and Σ give σ),
 * or only lower-cased where upper-casing makes two of it (ß). Words that differ may share a key;
 * the phrase's own expression decides.
 */
function caseKey(word: string): string {
  // Most words are ASCII, where upper- then lower-casing is lower-casing: one call, not one a letter.
  if (ASCII_ONLY.test(word)) return word.toLowerCase()
  let key = ''
  for (const character of word) {
    const upper = character.toUpperCase()
    key += upper.length === character.length ? upper.toLowerCase() : character.toLowerCase()
  }
  return key
}

/**
 * How many code units the word character at `index` of `text` takes (2 outside the BMP), or 0
 * when what is there is no word character. What WORD_CHARACTER matches, without a match object
 * for every word of every text.
 */
function wordCharacterWidth(text: string, index: number): number {
  const code = text.charCodeAt(index)
  if (code < 128) return ASCII_WORD_CHARACTERS[code] ?? 0
  const point = text.codePointAt(index) ?? 0
  if (!OTHER_WORD_CHARACTER.test(String.fromCodePoint(point))) return 0
  return point > 0xffff ? 2 : 1
}

/** Where the word starting at `start` of `text` ends. */
function wordEnd(text: string, start: number): number {
  let end = start
  for (let width = wordCharacterWidth(text, end); width > 0; width = wordCharacterWidth(text, end))
    end += width
  return end
}

/** The terms still to be looked for, by slug. */
export interface Waiting {
  has(slug: string): boolean
}

export interface Mention<Term extends MatchableTerm> {
  index: number
  text: string
  term: Term
}

/**
 * A glossary's phrases, longest first (at a given position the longest name wins: "liquidity
 * pool" over "liquidity"), each with an expression that matches only where it is asked to, found
 * by their first word: a text is read once, a word at a time, whatever the glossary's size (one
 * expression of every phrase cost a render ~100 ms with 2,000 terms). Phrases that do not start
 * with a word character are looked for the slow way, by one expression of them all.
 */
export class GlossaryMatcher<Term extends MatchableTerm> {
  private readonly phrases: readonly Phrase<Term>[]
  private readonly at: readonly RegExp[]
  /** Positions in `phrases` (so longest first) by the key of their first word. */
  private readonly byFirstWord = new Map<string, number[]>()
  private readonly otherStarts: number[] = []
  private readonly anyOtherStart: RegExp

  constructor(terms: readonly Term[]) {
    this.phrases = terms.flatMap(phrasesOf).sort((a, b) => b.length - a.length)
    this.at = this.phrases.map((phrase) => wholeWords([phrase.pattern], 'iuy'))
    for (const [position, phrase] of this.phrases.entries()) {
      const firstWord = LEADING_WORD.exec(phrase.name)?.[0]
      if (!firstWord) {
        this.otherStarts.push(position)
        continue
      }
      const key = caseKey(firstWord)
      this.byFirstWord.set(key, [...(this.byFirstWord.get(key) ?? []), position])
    }
    this.anyOtherStart = wholeWords(
      this.otherStarts.map((position) => this.phrases[position]?.pattern ?? ''),
      'giu',
    )
  }

  /** The slugs of every term it knows. */
  get slugs(): ReadonlySet<string> {
    this.knownSlugs ??= new Set(this.phrases.map((phrase) => phrase.term.slug))
    return this.knownSlugs
  }

  private knownSlugs: ReadonlySet<string> | undefined

  /** The first mention in `text` of a term `waiting` holds, with the longest name found there. */
  firstMention(text: string, waiting: Waiting): Mention<Term> | null {
    let found: Mention<Term> | null = null
    // Each word is read from its start (a word character after none), where a mention may start.
    for (let index = 0; index < text.length && !found;) {
      const end = wordEnd(text, index)
      if (end === index) {
        index += 1
        continue
      }
      const candidates = this.byFirstWord.get(caseKey(text.slice(index, end)))
      if (candidates) found = this.mentionAt(text, index, candidates, waiting)
      index = end
    }
    if (this.otherStarts.length === 0) return found
    return this.otherStartBefore(text, found?.index ?? text.length, waiting) ?? found
  }

  private mentionAt(
    text: string,
    index: number,
    candidates: readonly number[],
    waiting: Waiting,
  ): Mention<Term> | null {
    for (const position of candidates) {
      const phrase = this.phrases[position]
      const matcher = this.at[position]
      if (!phrase || !matcher || !waiting.has(phrase.term.slug)) continue
      matcher.lastIndex = index
      const match = matcher.exec(text)
      if (match) return { index, text: match[0], term: phrase.term }
    }
    return null
  }

  /** The first mention before `limit` of a waiting phrase that starts with no word character. */
  private otherStartBefore(text: string, limit: number, waiting: Waiting): Mention<Term> | null {
    const any = this.anyOtherStart
    any.lastIndex = 0
    for (let match = any.exec(text); match && match.index < limit; match = any.exec(text)) {
      const found = this.mentionAt(text, match.index, this.otherStarts, waiting)
      if (found) return found
      any.lastIndex = match.index + ((text.codePointAt(match.index) ?? 0) > 0xffff ? 2 : 1)
    }
    return null
  }
}
