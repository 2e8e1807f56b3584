import { SNIPPET_START, SNIPPET_STOP } from './searchSnippet'

/**
 * Where each of a search's words starts in a snippet's text, as the article keeps it
 * (`search_snippet_spans`, migration 20261207_090000): for each word, its positions, each a
 * character (code point) offset plus one.
 */
export type WordStarts = readonly (readonly number[])[]

/** A tsvector's last position, where it keeps any further one: no offset of the text. */
const LAST_POSITION = 16383

/** How many words a headline shows: one fragment, or two of half as many. */
const HEADLINE_WORDS = 30
/** Words a fragment shows before its first match, so that the match is read in its sentence. */
const LEAD_WORDS = 4
/** Words shown when the text holds none of the search's words (its title or tags matched). */
const PLAIN_WORDS = 12
const FRAGMENT_DELIMITER = ' … '

/** A whitespace-separated word of the text: where it starts and ends. */
interface Word {
  start: number
  end: number
}

interface Match {
  /** Which of the search's words it is. */
  word: number
  start: number
  end: number
  /** Index of the text's whitespace-separated word it sits in. */
  at: number
}

interface Fragment {
  from: number
  to: number
  /** How many of the wanted search words it shows, then how many matches. */
  covered: Set<number>
  matches: number
}

/**
 * Where the token starting at `start` ends: a run of letters and digits, or (a path, a sign) of
 * whatever is not a space.
 */
function tokenEnd(text: string, start: number): number {
  const token = /[\p{L}\p{M}\p{N}]+|\S+/uy
  token.lastIndex = start
  return token.exec(text) ? token.lastIndex : start
}

/** Code point offsets as string indices, for a text with characters outside the BMP. */
function codeUnitOffsets(text: string): (codePoint: number) => number {
  if (!/[\uD800-\uDFFF]/.test(text)) return (offset) => offset
  const units: number[] = []
  let unit = 0
  for (const character of text) {
    units.push(unit)
    unit += character.length
  }
  return (offset) => units[offset] ?? unit
}

function fragmentAt(matches: Match[], from: number, to: number, wanted: Set<number>): Fragment {
  const inside = matches.filter((match) => match.at >= from && match.at < to)
  return {
    from,
    to,
    covered: new Set(inside.map((match) => match.word).filter((word) => wanted.has(word))),
    matches: inside.length,
  }
}

const better = (a: Fragment, b: Fragment) =>
  a.covered.size !== b.covered.size ? a.covered.size > b.covered.size : a.matches > b.matches

/**
 * Of the windows of `size` words that start LEAD_WORDS before a match of a `wanted` word, the one
 * showing the most wanted words, then the most matches, then the earliest; none overlaps `avoid`.
 */
function bestFragment(
  matches: Match[],
  wordCount: number,
  size: number,
  wanted: Set<number>,
  avoid?: Fragment,
): Fragment | undefined {
  let best: Fragment | undefined
  for (const match of matches) {
    if (!wanted.has(match.word)) continue
    const from = Math.max(0, Math.min(match.at - LEAD_WORDS, wordCount - size))
    const to = Math.min(wordCount, from + size)
    if (avoid && from < avoid.to && to > avoid.from) continue
    const fragment = fragmentAt(matches, from, to, wanted)
    if (!best || better(fragment, best)) best = fragment
  }
  return best
}

/** The text of words `from`–`to`, each match between SNIPPET_START and SNIPPET_STOP. */
function marked(
  text: string,
  words: Word[],
  matches: Match[],
  { from, to }: { from: number; to: number },
): string {
  const start = words[from]?.start ?? 0
  const end = words[to - 1]?.end ?? start
  let out = ''
  let at = start
  for (const match of matches) {
    if (match.start < at || match.end > end) continue
    out += `${text.slice(at, match.start)}${SNIPPET_START}${text.slice(match.start, match.end)}${SNIPPET_STOP}`
    at = match.end
  }
  return out + text.slice(at, end)
}

/** Where the search's words start in `text`, each with its end and the word of the text it is in. */
function matchesOf(text: string, words: Word[], wordStarts: WordStarts): Match[] {
  const unit = codeUnitOffsets(text)
  let wordAt = 0
  return wordStarts
    .flatMap((positions, word) =>
      positions
        .filter((position) => position < LAST_POSITION)
        .map((position) => {
          const start = unit(position - 1)
          return { word, start, end: tokenEnd(text, start) }
        }),
    )
    .filter((match) => match.end > match.start)
    .sort((a, b) => a.start - b.start || b.end - a.end)
    .map((match): Match => {
      while (wordAt < words.length - 1 && (words[wordAt]?.end ?? 0) <= match.start) wordAt++
      return { ...match, at: wordAt }
    })
}

/**
 * A result's headline from its snippet text, as PostgreSQL's ts_headline would give it but from
 * where the words were found when the article was saved, with no parsing at search time: the 30
 * words around the most of the search's words, or, when no such window holds them all, two
 * fragments of 15 around different ones; the first 12 words when the text holds none. The matches
 * sit between SNIPPET_START and SNIPPET_STOP (the text holds neither).
 */
export function searchHeadline(text: string, wordStarts: WordStarts): string {
  const words = [...text.matchAll(/\S+/g)].map((word) => ({
    start: word.index,
    end: word.index + word[0].length,
  }))
  const matches = matchesOf(text, words, wordStarts)
  const wanted = new Set(matches.map((match) => match.word))
  const whole = bestFragment(matches, words.length, HEADLINE_WORDS, wanted)
  if (!whole) return marked(text, words, [], { from: 0, to: Math.min(words.length, PLAIN_WORDS) })
  if (whole.covered.size === wanted.size) return marked(text, words, matches, whole)
  const half = HEADLINE_WORDS / 2
  const first = bestFragment(matches, words.length, half, wanted) ?? whole
  const rest = new Set([...wanted].filter((word) => !first.covered.has(word)))
  const second = bestFragment(matches, words.length, half, rest, first)
  if (!second) return marked(text, words, matches, whole)
  return [first, second]
    .sort((a, b) => a.from - b.from)
    .map((fragment) => marked(text, words, matches, fragment))
    .join(FRAGMENT_DELIMITER)
}
