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
/** Each run of word characters that starts a word, where a mention may start. */
const WORD_STARTS = new RegExp(`(?<!${WORD_CHARACTER})${WORD_CHARACTER}+`, 'gu')
const LEADING_WORD = new RegExp(`^${WORD_CHARACTER}+`, 'u')

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
  let key = ''
  for (const character of word) {
    const upper = character.toUpperCase()
    key += upper.length === character.length ? upper.toLowerCase() : character.toLowerCase()
  }
  return key
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
    WORD_STARTS.lastIndex = 0
    for (let word = WORD_STARTS.exec(text); word && !found; word = WORD_STARTS.exec(text)) {
      const candidates = this.byFirstWord.get(caseKey(word[0]))
      if (candidates) found = this.mentionAt(text, word.index, candidates, waiting)
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
