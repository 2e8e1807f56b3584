import type { FediverseInteractionRow } from '@blockwise/shared/schemas/fediverse'
import { describe, expect, it } from 'vitest'

import { actorLabel, countOf, interactionSummary, replyExcerpt } from './interactionLabels'

const interaction = (
  overrides: Partial<FediverseInteractionRow> = {},
): FediverseInteractionRow => ({
  id: 'i1',
  kind: 'like',
  actorHandle: '@alice@example.social',
  actorName: 'Alice',
  objectUrl: null,
  content: null,
  status: 'approved',
  receivedAt: '2026-12-05T10:00:00.000Z',
  ...overrides,
})

describe('actorLabel', () => {
  it('gives the name and the handle, or whichever is known', () => {
    expect(actorLabel(interaction())).toBe('Alice (@alice@example.social)')
    expect(actorLabel(interaction({ actorName: null }))).toBe('@alice@example.social')
    expect(actorLabel(interaction({ actorName: '  ', actorHandle: null }))).toBe('Someone')
    expect(actorLabel(interaction({ actorHandle: null }))).toBe('Alice')
  })
})

describe('interactionSummary', () => {
  it('says what was done, and a reply’s review state', () => {
    expect(interactionSummary(interaction({ kind: 'boost' }))).toBe(
      'Alice (@alice@example.social) boosted',
    )
    expect(interactionSummary(interaction({ kind: 'reply', status: 'pending' }))).toBe(
      'Alice (@alice@example.social) replied (waiting for review)',
    )
    expect(interactionSummary(interaction({ kind: 'reply', status: 'rejected' }))).toBe(
      'Alice (@alice@example.social) replied (rejected)',
    )
  })
})

describe('countOf', () => {
  it('uses the singular for one only', () => {
    expect(countOf(0, 'follower')).toBe('0 followers')
    expect(countOf(1, 'follower')).toBe('1 follower')
    expect(countOf(2, 'reply', 'replies')).toBe('2 replies')
  })
})

describe('replyExcerpt', () => {
  it('turns the sanitised HTML into one line of text, entities decoded', () => {
    expect(
      replyExcerpt(
        '<p><a href="https://example.social/@bob" rel="nofollow ugc noopener">@bob</a> Tom &amp; Jerry&#39;s &lt;3</p><p>Second&nbsp;line&#x21;</p>',
      ),
    ).toBe("@bob Tom & Jerry's <3 Second line!")
  })

  it('keeps a word whole across inline tags', () => {
    expect(replyExcerpt('<p>see <a href="https://example.org">exam</a>ple.org<br>now</p>')).toBe(
      'see example.org now',
    )
  })

  it('leaves unknown or impossible entities as they are', () => {
    expect(replyExcerpt('&bogus; &#0; &#x110000;')).toBe('&bogus; &#0; &#x110000;')
  })

  it('cuts a long reply with an ellipsis, at the length given', () => {
    expect(replyExcerpt('<p>one two three four</p>', 10)).toBe('one two t…')
    expect(replyExcerpt('<p>short</p>', 10)).toBe('short')
  })
})
