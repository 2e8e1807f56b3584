import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

import { ROOT } from './paths'

/**
 * A numbered issue of the project's tracker, which is not in the repository: a reader cannot
 * follow it, so code, tests and docs say what the rule or goal is instead of which issue asked.
 */
const REFERENCE = /\b[Ii]ssues? #?(\d+)/g
/** A link a reader can follow to a numbered issue, such as a third-party project's on GitHub. */
const LINKED_ISSUE = /\bhttps?:\/\/\S*\/issues\/(\d+)(?!\d)/g
/** The words that make an issue the weekly digest's, not a tracker's. */
const NEWSLETTER_BEFORE = /\bnewsletter\s+$/i

/** The files a reader reads: code, docs and config. */
const CHECKED_PATTERNS = ['*.ts', '*.tsx', '*.mjs', '*.md', '*.json', '*.yml']
/** Recorded benchmark results keep the words of the run that wrote them. */
const NOT_CHECKED = 'tests/bench/results/'

/**
 * The tracker references on one line. Allowed, and only these:
 * - "newsletter issue" followed by a number: an issue of the weekly digest;
 * - a number the same line links as a URL containing `/issues/<that number>`: the reader can
 *   follow it. A URL alone never matches REFERENCE, which needs a space after "issue"; another
 *   number on a line with such a link is still a reference.
 */
function trackerReferences(line: string): string[] {
  const linked = new Set([...line.matchAll(LINKED_ISSUE)].map((match) => match[1]))
  return [...line.matchAll(REFERENCE)]
    .filter((match) => !NEWSLETTER_BEFORE.test(line.slice(0, match.index)))
    .filter((match) => !linked.has(match[1]))
    .map((match) => match[0])
}

/** Builds the words under test, so that this file holds no reference of its own. */
const words = (...parts: string[]) => parts.join(' ')

describe('trackerReferences', () => {
  it('finds a numbered issue, with or without "#", singular or plural', () => {
    expect(trackerReferences(words('(issue', '39,', 'item', '6)'))).toEqual([words('issue', '39')])
    expect(trackerReferences(words('Issues', '#9', 'and', '23'))).toEqual([words('Issues', '#9')])
  })

  it('allows an issue of the newsletter', () => {
    expect(trackerReferences(words('the', 'newsletter', 'issue', '12'))).toEqual([])
    expect(trackerReferences(words('Newsletter', 'issue', '3', 'went', 'out'))).toEqual([])
  })

  it('allows a number the line links to, and no other', () => {
    const link = 'https://github.com/owner/project/issues/123'
    expect(trackerReferences(words('issue', '123', `(${link})`))).toEqual([])
    expect(trackerReferences(words('issue', '12', `(${link})`))).toEqual([words('issue', '12')])
    expect(trackerReferences(words('issue', '8;', link))).toEqual([words('issue', '8')])
  })

  it('passes the word in its other senses', () => {
    expect(trackerReferences('result.error.issues[0]?.message')).toEqual([])
    expect(
      trackerReferences("'newsletter-issues', this week's issue, 'newsletter.issue.sent'"),
    ).toEqual([])
  })
})

/**
 * The lines of tracked files (as they are in the work tree) that mention an issue with a number:
 * `git grep` reads the files, so the test takes milliseconds however large the repository grows.
 */
function candidateLines(): string[] {
  try {
    return execFileSync(
      'git',
      [
        'grep',
        '-n',
        '-I',
        '-E',
        String.raw`[Ii]ssues? #?[0-9]`,
        '--',
        ...CHECKED_PATTERNS,
        `:!${NOT_CHECKED}`,
      ],
      { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 2 ** 20 },
    )
      .split('\n')
      .filter(Boolean)
  } catch (error) {
    // git grep exits with 1 when nothing matches.
    if ((error as { status?: number }).status === 1) return []
    throw error
  }
}

describe('tracked files', () => {
  it('name no numbered issue of a tracker that is not in the repository', () => {
    const found = candidateLines().flatMap((match) => {
      const [, place = match, text = ''] = /^(.*?:\d+):(.*)$/s.exec(match) ?? []
      return trackerReferences(text).map((reference) => `${place}: ${reference}`)
    })
    expect(
      found,
      'say what the rule or goal is instead of which issue asked for it (see this file)',
    ).toEqual([])
  })
})
