import type { GlossaryTerm } from '@blockwise/shared/schemas/glossary'

export interface LetterGroup {
  /** `A`–`Z`, or `#` for terms that start with a digit or a sign. */
  letter: string
  terms: GlossaryTerm[]
}

const letterOf = (term: string): string => {
  const first = term
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase()
  return /^[A-Z]$/.test(first) ? first : '#'
}

/** The terms A–Z, grouped by first letter (accents ignored), each group sorted by term. */
export function lettersOf(terms: readonly GlossaryTerm[]): LetterGroup[] {
  const groups = new Map<string, GlossaryTerm[]>()
  const sorted = [...terms].sort((a, b) => a.term.localeCompare(b.term, 'en'))
  for (const term of sorted) {
    const letter = letterOf(term.term)
    groups.set(letter, [...(groups.get(letter) ?? []), term])
  }
  return [...groups]
    .map(([letter, grouped]) => ({ letter, terms: grouped }))
    .sort((a, b) =>
      a.letter === '#' ? -1 : b.letter === '#' ? 1 : a.letter.localeCompare(b.letter),
    )
}
