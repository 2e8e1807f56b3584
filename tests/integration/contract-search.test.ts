import { randomInt } from 'node:crypto'

import { beforeAll, describe, expect, inject, it } from 'vitest'

import { errorBodySchema, searchResultListSchema, type SearchResult } from '@blockwise/shared'

import { MAX_SHARED_LISTS } from '../../cms/src/contract/publishedListCache'
import type { Article } from '../../cms/src/payload-types'
import { changeArticle } from '../support/articleEdits'
import { readerHeaders } from '../support/clients'
import { createArticle, createAuthor } from '../support/fixtures'
import { lexicalParagraphs } from '../support/lexical'
import { testPayload } from '../support/payload'
import { editorHeaders } from '../support/staff'

const cmsUrl = inject('cmsUrl')
let authorId = ''

/**
 * A word no other test writes: letters only, so that it is one lexeme, ending in `x`, which the
 * English stemmer leaves as it is. Ten random letters: the hex letters of a UUID's start were as
 * few as 300 words, and two tests of this file once drew the same.
 */
function uniqueWord(): string {
  const letters = Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26)))
  return `zq${letters.join('')}x`
}

function publish(overrides: Record<string, unknown>): Promise<Article> {
  return testPayload().then((payload) =>
    createArticle(payload, authorId, { published: true, ...overrides }),
  )
}

/** The slug is derived from the name, the count kept by the server. */
const createTag = async (name: string) =>
  (await testPayload()).create({ collection: 'tags', data: { name, slug: '', count: 0 } })

const body = (...paragraphs: string[]) => lexicalParagraphs(...paragraphs)

/** Writes here are made from the test's own process, so searches are asked for fresh. */
function searchResponse(query: string, headers: Record<string, string> = {}) {
  const path = query.startsWith('/') ? query : `/api/search?${query}`
  // Each search as another reader's: the suite makes more than one client's budget allows.
  return fetch(`${cmsUrl}${path}`, {
    headers: { 'cache-control': 'no-cache', ...readerHeaders(), ...headers },
  })
}

async function search(query: string, headers: Record<string, string> = {}) {
  const response = await searchResponse(query, headers)
  expect(response.status).toBe(200)
  return searchResultListSchema.parse(await response.json())
}

const q = (text: string) => `q=${encodeURIComponent(text)}`
const slugsOf = (results: SearchResult[]) => results.map((result) => result.slug)

async function expectError(query: string, message: string) {
  const response = await searchResponse(query)
  expect(response.status).toBe(400)
  expect(errorBodySchema.parse(await response.json()).error).toBe(message)
}

beforeAll(async () => {
  authorId = (await createAuthor(await testPayload())).id
})

describe('GET /api/search', () => {
  it('finds a word in the title, tags, excerpt and body, the title and tags above the body', async () => {
    const word = uniqueWord()
    const tag = await createTag(`Tag ${word}`)
    // Oldest first: newest first alone would give the opposite order.
    const inTitle = await publish({ title: `Why ${word} matters` })
    const inTags = await publish({ tags: [tag.id] })
    const inExcerpt = await publish({ excerpt: `An excerpt naming ${word} once.` })
    const inBody = await publish({ content: body(`Markets moved while ${word} waited.`) })
    const results = await search(q(word))
    const order = slugsOf(results)
    expect(order).toEqual(
      expect.arrayContaining([inBody.slug, inExcerpt.slug, inTags.slug, inTitle.slug]),
    )
    expect(order).toHaveLength(4)
    expect(order.indexOf(inTitle.slug)).toBeLessThan(order.indexOf(inExcerpt.slug))
    expect(order.indexOf(inTags.slug)).toBeLessThan(order.indexOf(inExcerpt.slug))
    expect(order.indexOf(inExcerpt.slug)).toBeLessThan(order.indexOf(inBody.slug))
    expect(results.every((result) => result.matchedBy === 'words')).toBe(true)
    // The summary is the list's: tag names, published.
    expect(results.find((result) => result.slug === inTags.slug)?.tags).toEqual([`Tag ${word}`])
    expect(results.find((result) => result.slug === inBody.slug)?.snippet).toContain(
      `<mark>${word}</mark>`,
    )
  })

  it('honours quoted phrases, -word and the type filter', async () => {
    const word = uniqueWord()
    const phrase = await publish({ content: body(`The ${word} halving came early.`) })
    const reversed = await publish({
      content: body(`Early came the halving, said ${word}.`),
      articleType: 'learn',
    })
    const excluded = await publish({ content: body(`${word} and staking rewards.`) })
    expect(slugsOf(await search(q(`"${word} halving"`)))).toEqual([phrase.slug])
    expect(slugsOf(await search(q(`${word} -staking`))).sort()).toEqual(
      [phrase.slug, reversed.slug].sort(),
    )
    expect(slugsOf(await search(q(word))).sort()).toEqual(
      [phrase.slug, reversed.slug, excluded.slug].sort(),
    )
    expect(slugsOf(await search(`${q(word)}&type=learn`))).toEqual([reversed.slug])
  })

  it('pages through every result once with cursors, Link and X-Next-Cursor', async () => {
    const word = uniqueWord()
    const created = []
    for (let index = 0; index < 5; index++)
      created.push(
        await publish({ content: body(`${'More about it. '.repeat(index)} ${word} again.`) }),
      )
    const seen: string[] = []
    let path = `/api/search?${q(word)}&limit=2`
    for (let page = 0; page < 5 && path; page++) {
      const response = await searchResponse(path)
      expect(response.status).toBe(200)
      seen.push(...slugsOf(searchResultListSchema.parse(await response.json())))
      const cursor = response.headers.get('x-next-cursor')
      const link = response.headers.get('link')
      if (!cursor) {
        expect(link).toBeNull()
        path = ''
        continue
      }
      expect(link).toBe(
        `</api/search?${q(word)}&limit=2&cursor=${encodeURIComponent(cursor)}>; rel="next"`,
      )
      path = link?.slice(1, link.indexOf('>')) ?? ''
    }
    expect(seen).toHaveLength(5)
    expect(new Set(seen)).toEqual(new Set(created.map((article) => article.slug)))

    const first = await searchResponse(`${q(word)}&limit=2`)
    const cursor = first.headers.get('x-next-cursor') ?? ''
    const forged = `${cursor.slice(0, 5)}${cursor[5] === 'A' ? 'B' : 'A'}${cursor.slice(6)}`
    for (const bad of ['abc', forged, `${cursor}.x`, 'x'.repeat(600)])
      await expectError(`${q(word)}&cursor=${encodeURIComponent(bad)}`, 'Invalid cursor')
    // Another search's cursor does not continue this one.
    await expectError(
      `${q(`${word} again`)}&cursor=${encodeURIComponent(cursor)}`,
      'Invalid cursor',
    )
    await expectError(`${q(word)}&type=news&cursor=${encodeURIComponent(cursor)}`, 'Invalid cursor')
  })

  it('escapes hostile HTML of bodies and titles in the snippet, marking only the matches', async () => {
    const word = uniqueWord()
    const hostile = await publish({
      title: `<script>alert(1)</script> ${word}`,
      excerpt: `Tom & Jerry's "${word}" <b>bold</b>`,
      content: body(
        `<img src=x onerror=alert(1)> ${word} &amp; \uE000fake\uE001 </mark><script>alert(2)</script>`,
      ),
    })
    const [result] = await search(q(word))
    expect(result?.slug).toBe(hostile.slug)
    expect(result?.title).toBe(`<script>alert(1)</script> ${word}`)
    const snippet = result?.snippet ?? ''
    expect(snippet).toContain(`<mark>${word}</mark>`)
    const markup = snippet.match(/<[^>]*>/g) ?? []
    expect(markup.every((tag) => tag === '<mark>' || tag === '</mark>')).toBe(true)
    expect(markup.filter((tag) => tag === '<mark>')).toHaveLength(
      markup.filter((tag) => tag === '</mark>').length,
    )
    expect(snippet).toContain('&#60;img src=x onerror=alert(1)&#62;')
    // Escaped once: the body's own "&amp;" text shows as "&amp;", an "&" as "&".
    expect(snippet).toContain('Tom &#38; Jerry&#39;s')
    expect(snippet).toContain('&#38;amp;')
    expect(snippet).not.toContain('\uE000')
  })

  it('marks each of the words where it stands, in every form of it, after an emoji or a hyphen', async () => {
    const [word, other] = [uniqueWord(), uniqueWord()]
    const article = await publish({
      excerpt: `🚀 A ${word}-based fund: ${word}’s backers said ${other} twice.`,
      content: body(`${'Filler words for the fragment. '.repeat(30)} Then ${other} once more.`),
    })
    const [result] = await search(q(`${word} ${other}`))
    expect(result?.slug).toBe(article.slug)
    const snippet = result?.snippet ?? ''
    // Thirty words from the text's start: every word is in them, the body's later one not needed.
    expect(snippet).toMatch(
      new RegExp(
        `^🚀 A <mark>${word}</mark>-based fund: <mark>${word}</mark>’s backers said <mark>${other}</mark> twice\\.\\s+Filler`,
      ),
    )
    expect(snippet.split(/\s+/)).toHaveLength(30)
    expect(snippet.match(/<mark>/g)).toHaveLength(3)
  })

  it('marks a word that first appears far down a long body', async () => {
    const word = uniqueWord()
    const filler = 'Liquidity moved between venues as traders weighed the week ahead. '.repeat(60)
    const long = await publish({ content: body(filler, `Only here does ${word} appear.`) })
    const [result] = await search(q(word))
    expect(result?.slug).toBe(long.slug)
    expect(result?.snippet).toContain(`<mark>${word}</mark>`)
  })

  it('offers similar titles for a mistyped word that matches nothing', async () => {
    const bitcoin = await publish({ title: `Bitcoin miners brace for the ${uniqueWord()}` })
    const results = await search(`${q('bitcon')}&limit=50`)
    expect(slugsOf(results)).toContain(bitcoin.slug)
    expect(results.every((result) => result.matchedBy === 'similar-title')).toBe(true)
    // Three words that match nothing are not a typo to correct.
    expect(await search(q('bitcon zqxv qwvx'))).toEqual([])
  })

  it('corrects a mistyped word by the words of titles written since, renamed ones included', async () => {
    const coined = `${uniqueWord()}quorum`
    const article = await publish({ title: `Placeholder headline ${uniqueWord()}` })
    const editor = await editorHeaders(cmsUrl)
    await changeArticle(cmsUrl, editor, article.id, { title: `The ${coined} upgrade ships` })
    // One letter dropped: matches nothing as typed, and the title's new word is the closest.
    const results = await search(q(coined.replace('quorum', 'qorum')))
    expect(slugsOf(results)).toEqual([article.slug])
    expect(results[0]?.matchedBy).toBe('similar-title')
  })

  it('offers the articles whose title or tags hold the corrected word, and nothing when a word has no correction', async () => {
    const coined = `${uniqueWord()}quorum`
    const titled = await publish({ title: `The ${coined} upgrade ships` })
    const tagged = await publish({ tags: [(await createTag(`Tag ${coined}`)).id] })
    const typo = coined.replace('quorum', 'qorum')
    const results = await search(q(typo))
    expect(slugsOf(results).sort()).toEqual([titled.slug, tagged.slug].sort())
    expect(results.every((result) => result.matchedBy === 'similar-title')).toBe(true)
    // Both words must be corrected: one left as typed would have found the other's titles alone.
    expect(await search(q(`${typo} ${uniqueWord()}`))).toEqual([])
  })

  it('never finds drafts, unpublished articles or a live article’s pending draft', async () => {
    const word = uniqueWord()
    const payload = await testPayload()
    const editor = await editorHeaders(cmsUrl)
    const draft = await createArticle(payload, authorId, { title: `Draft ${word}` })
    const unpublished = await publish({ title: `Soon gone ${word}` })
    const live = await publish({ title: `Live ${word}` })
    expect(slugsOf(await search(q(word)))).toEqual(
      expect.arrayContaining([unpublished.slug, live.slug]),
    )
    await changeArticle(cmsUrl, editor, unpublished.id, { published: false })
    const pending = uniqueWord()
    const draftSave = await fetch(`${cmsUrl}/cms-api/articles/${live.id}?draft=true`, {
      method: 'PATCH',
      headers: editor,
      body: JSON.stringify({ title: `Pending ${pending}` }),
    })
    expect(draftSave.status).toBe(200)
    for (const headers of [{}, editor]) {
      const found = await search(q(word), headers)
      expect(slugsOf(found)).toEqual([live.slug])
      expect(found[0]?.title).toBe(`Live ${word}`)
      expect(await search(q(pending), headers)).toEqual([])
    }
    expect(slugsOf(await search(q(word)))).not.toContain(draft.slug)
  })

  it('finds articles by a renamed tag at once', async () => {
    const before = uniqueWord()
    const after = uniqueWord()
    const tag = await createTag(before)
    const tagged = await publish({ tags: [tag.id] })
    expect(slugsOf(await search(q(before)))).toEqual([tagged.slug])
    const editor = await editorHeaders(cmsUrl)
    const rename = await fetch(`${cmsUrl}/cms-api/tags/${tag.id}`, {
      method: 'PATCH',
      headers: editor,
      body: JSON.stringify({ name: after }),
    })
    expect(rename.status).toBe(200)
    expect(slugsOf(await search(q(after)))).toEqual([tagged.slug])
    expect(await search(q(before))).toEqual([])
  })

  it('shares readers’ answers under keys an article change purges', async () => {
    const response = await searchResponse(q(uniqueWord()))
    expect(response.headers.get('surrogate-key')?.split(' ')).toContain('list-api-search')
  })

  it('keeps a bounded number of shared answers, however many searches differ', async () => {
    const word = uniqueWord()
    const shared = () =>
      fetch(`${cmsUrl}/api/search?${q(word)}`, { headers: readerHeaders() }).then((r) => r.json())
    expect(await shared()).toEqual([])
    // Made outside the CMS's process: only a dropped answer shows it (lists are shared a minute here).
    const late = await publish({ title: `Late ${word}` })
    expect(await shared()).toEqual([])
    for (let index = 0; index < MAX_SHARED_LISTS; index++)
      expect(
        (await fetch(`${cmsUrl}/api/search?${q(`${word} ${index}`)}`, { headers: readerHeaders() }))
          .status,
      ).toBe(200)
    expect(slugsOf(searchResultListSchema.parse(await shared()))).toEqual([late.slug])
  })

  it('answers hostile search text with 200 or the contract’s 400, never a 500', async () => {
    await expectError('', 'Enter something to search for')
    await expectError(q(''), 'Enter something to search for')
    await expectError(q('   '), 'Enter something to search for')
    await expectError(q('x'.repeat(201)), 'Search text is too long (at most 200 characters)')
    await expectError(q('y'.repeat(10_000)), 'Search text is too long (at most 200 characters)')
    await expectError(`${q('bitcoin')}&unknown=1`, 'Unknown query parameter: unknown')
    await expectError(
      `${q('bitcoin')}&limit=51`,
      'Invalid query parameter limit: Too big: expected number to be <=50',
    )
    await expectError(q('bit\u0000coin'), 'Search text cannot contain control characters')
    await expectError(q('bit\ncoin'), 'Search text cannot contain control characters')
    for (const text of [
      'the and of',
      '"',
      '-',
      '!',
      ':*',
      '&|',
      '"unterminated',
      '- - -',
      'or',
      '(',
      "'; DROP TABLE articles; --",
      "1' OR '1'='1",
      '\\',
      '比特币 価格',
      '🚀🌕',
      'ünïcödé café',
      '\uE000\uE001',
      'a'.repeat(200),
      '<script>alert(1)</script>',
    ]) {
      const response = await searchResponse(q(text))
      expect({ text, status: response.status }).toEqual({ text, status: 200 })
      searchResultListSchema.parse(await response.json())
    }
  })
})
