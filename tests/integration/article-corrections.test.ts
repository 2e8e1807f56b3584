import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { articleReadingSchema, articleSchema, type Article } from '@blockwise/shared'

import {
  MINOR_FIX_WITH_NOTE,
  NOTES_FORMAT,
  NOTE_DATE_SET_BY_SERVER,
  NOTE_KIND,
  NOTE_REMOVAL_ADMINS_ONLY,
  NOTE_REWRITTEN,
  NOTE_TEXT_TOO_LONG,
} from '@/collections/Articles/corrections/noteRules'

import { JSON_HEADERS } from '../support/clients'
import {
  articleData,
  createAuthor,
  restCreateArticle,
  restUpdateArticle,
  type PayloadErrorBody,
} from '../support/fixtures'
import { graphql } from '../support/graphql'
import { testPayload } from '../support/payload'
import { startSiteWithItsCms, type SiteWithItsCms } from '../support/siteWithItsCms'
import { TEST_ADMIN, authHeaders, editorHeaders } from '../support/staff'

/**
 * Correction and update notes on live articles (docs/product.md#corrections-and-updates), added
 * by an editor through the admin's REST API, as the article's page, its JSON-LD, its author's RSS
 * feed and the contract show them; minor fixes showing nothing; and the notes' rules holding
 * against anonymous callers and hostile input, which change nothing.
 */
let stack: SiteWithItsCms | undefined
let siteUrl = ''
let cmsUrl = ''
let editor: Record<string, string> = {}
let admin: Record<string, string> = {}
let authorId = ''
let authorSlug = ''
const created: string[] = []

beforeAll(async () => {
  const author = await createAuthor(await testPayload())
  ;[authorId, authorSlug] = [author.id, author.slug]
  stack = await startSiteWithItsCms()
  ;({ cmsUrl, siteUrl } = stack)
  editor = await editorHeaders(cmsUrl)
  admin = await authHeaders(cmsUrl, TEST_ADMIN)
}, 180_000)

afterAll(async () => {
  for (const id of created)
    await fetch(`${cmsUrl}/cms-api/articles/${id}`, { method: 'DELETE', headers: admin })
  await stack?.stop()
})

interface StoredNote {
  id: string
  kind: string
  text: string
  date: string | null
}

interface Stored {
  title: string
  corrections: StoredNote[]
  lastSubstantiveUpdate: string | null
}

/** A published article created through the REST API as the editor. */
async function liveArticle() {
  const { status, body } = await restCreateArticle(
    cmsUrl,
    editor,
    articleData(authorId, { published: true, publishedAt: new Date().toISOString() }),
  )
  expect(status, JSON.stringify(body)).toBe(201)
  const doc = body.doc!
  created.push(doc.id)
  return { id: doc.id, slug: doc.slug }
}

/** A save through the admin's REST API, as `headers` name (a save of a live article publishes). */
async function save(id: string, data: Record<string, unknown>, headers = editor) {
  const { status, body } = await restUpdateArticle(cmsUrl, headers, id, data)
  return { status, body: body as PayloadErrorBody & { doc?: Stored } }
}

const messages = (body: PayloadErrorBody) => (body.errors ?? []).map((error) => error.message)

/** The article as stored, read by the editor. */
async function stored(id: string): Promise<Stored> {
  const answer = await fetch(`${cmsUrl}/cms-api/articles/${id}?depth=0`, { headers: editor })
  const doc = (await answer.json()) as Stored
  return {
    title: doc.title,
    corrections: doc.corrections,
    lastSubstantiveUpdate: doc.lastSubstantiveUpdate ?? null,
  }
}

/** The article as the contract answers a reader: its own call, and its page's one read. */
async function contract(slug: string): Promise<Article> {
  const single = articleSchema.parse(await (await fetch(`${cmsUrl}/api/articles/${slug}`)).json())
  const reading = articleReadingSchema.parse(
    await (await fetch(`${cmsUrl}/api/articles/${slug}/reading`)).json(),
  )
  expect(reading.article.corrections).toEqual(single.corrections)
  expect(reading.article.lastSubstantiveUpdate).toBe(single.lastSubstantiveUpdate)
  return single
}

/** What a reader's page of the article shows of its changes (a query of its own: no cached copy). */
let reads = 0
async function pageOf(slug: string) {
  const answer = await fetch(`${siteUrl}/articles/${slug}?read=${++reads}`)
  expect(answer.status).toBe(200)
  const { document } = new JSDOM(await answer.text()).window
  const updated = [...document.querySelectorAll('main article span')].find((span) =>
    span.textContent?.startsWith('Updated '),
  )
  const section = document.querySelector('section[aria-labelledby="corrections"]')
  const jsonLd = JSON.parse(
    document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
  ) as { dateModified?: string; correction?: { name: string; text: string }[] }
  return {
    title: document.querySelector('main h1')?.textContent ?? null,
    updated: updated?.querySelector('time')?.getAttribute('datetime') ?? null,
    notes: [...(section?.querySelectorAll('li') ?? [])].map((item) => ({
      label: item.querySelector('strong')?.textContent,
      date: item.querySelector('time')?.getAttribute('datetime'),
      text: item.querySelector('p:last-child')?.textContent,
    })),
    policyLink: section?.querySelector('a[href="/corrections-policy"]') !== null,
    jsonLd,
  }
}

/** The item of the article in its author's feed. */
async function feedItemOf(slug: string): Promise<string> {
  const answer = await fetch(`${siteUrl}/authors/${authorSlug}/rss.xml?read=${++reads}`)
  expect(answer.status).toBe(200)
  const xml = await answer.text()
  expect(xml).toMatch(/^<\?xml[^>]*\?>\s*<rss version="2.0"/)
  return xml.split('<item>').find((item) => item.includes(`/articles/${slug}</link>`)) ?? ''
}

const FEE = 'An earlier version gave the fee as 2%; it is 0.2%.'
const VOTE = 'The vote passed on Tuesday.'

describe('an editor adds notes to a live article', () => {
  it('shows "Updated" and the note on its page, in its JSON-LD, its feed item and /api', async () => {
    const article = await liveArticle()
    const added = await save(article.id, { corrections: [{ kind: 'correction', text: FEE }] })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    const [fee] = added.body.doc!.corrections
    expect(fee).toMatchObject({ kind: 'correction', text: FEE })
    expect(Date.now() - Date.parse(fee!.date!)).toBeLessThan(60_000)
    expect(added.body.doc!.lastSubstantiveUpdate).toBe(fee!.date)

    const answer = await contract(article.slug)
    expect(answer.corrections).toEqual([{ kind: 'correction', text: FEE, date: fee!.date }])
    expect(answer.lastSubstantiveUpdate).toBe(fee!.date)

    // The CMS's webhook refreshes the site's copy of the page.
    await expect
      .poll(async () => (await pageOf(article.slug)).updated, { timeout: 15_000 })
      .toBe(fee!.date)
    const page = await pageOf(article.slug)
    expect(page.notes).toEqual([{ label: 'Correction', date: fee!.date, text: FEE }])
    expect(page.policyLink).toBe(true)
    expect(page.jsonLd.dateModified).toBe(fee!.date)
    expect(page.jsonLd.correction).toEqual([
      { '@type': 'CorrectionComment', name: 'Correction', text: FEE, datePublished: fee!.date },
    ])

    await expect
      .poll(() => feedItemOf(article.slug), { timeout: 15_000 })
      .toContain(`<atom:updated>${fee!.date}</atom:updated>`)
    expect(await feedItemOf(article.slug)).toContain('the corrections and updates are at the end')

    // A second note, the first sent back as it is: both listed, oldest first.
    const second = await save(article.id, {
      corrections: [fee, { kind: 'update', text: VOTE }],
    })
    expect(second.status, JSON.stringify(second.body)).toBe(200)
    const vote = second.body.doc!.corrections[1]!
    expect(second.body.doc!.lastSubstantiveUpdate).toBe(vote.date)
    expect((await contract(article.slug)).corrections.map((note) => note.text)).toEqual([FEE, VOTE])
    await expect
      .poll(async () => (await pageOf(article.slug)).notes.length, { timeout: 15_000 })
      .toBe(2)
    const updatedPage = await pageOf(article.slug)
    expect(updatedPage.updated).toBe(vote.date)
    expect(updatedPage.notes.map((note) => note.label)).toEqual(['Correction', 'Update'])
  })

  it('shows nothing for a minor fix, and "Updated" without notes for a change that is not one', async () => {
    const article = await liveArticle()
    const title = `Typo fixed ${Date.now()}`
    const minor = await save(article.id, { title, minorFix: true })
    expect(minor.status, JSON.stringify(minor.body)).toBe(200)
    expect(await stored(article.id)).toMatchObject({ corrections: [], lastSubstantiveUpdate: null })
    const answer = await contract(article.slug)
    expect(answer).toMatchObject({ title, corrections: [], lastSubstantiveUpdate: null })
    await expect
      .poll(async () => (await pageOf(article.slug)).title, { timeout: 15_000 })
      .toBe(title)
    const page = await pageOf(article.slug)
    expect(page).toMatchObject({ updated: null, notes: [] })
    expect(page.jsonLd.dateModified).toBe(answer.publishedAt)
    expect(page.jsonLd).not.toHaveProperty('correction')
    expect(await feedItemOf(article.slug)).not.toContain('atom:updated')

    const changed = await save(article.id, { excerpt: 'The excerpt now says something else.' })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    const at = changed.body.doc!.lastSubstantiveUpdate
    expect(at).not.toBeNull()
    await expect
      .poll(async () => (await pageOf(article.slug)).updated, { timeout: 15_000 })
      .toBe(at)
    expect((await pageOf(article.slug)).notes).toEqual([])
  })
})

describe('published notes', () => {
  async function noted() {
    const article = await liveArticle()
    const added = await save(article.id, { corrections: [{ kind: 'correction', text: FEE }] })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    return { ...article, note: added.body.doc!.corrections[0]! }
  }

  it('cannot be reworded or removed by an editor, which changes nothing', async () => {
    const article = await noted()
    const before = await stored(article.id)
    const reworded = await save(article.id, {
      corrections: [{ ...article.note, text: 'Nothing was wrong.' }],
    })
    expect(reworded.status).toBe(400)
    expect(messages(reworded.body)).toContain(NOTE_REWRITTEN)
    const removed = await save(article.id, { corrections: [] })
    expect(removed.status).toBe(403)
    expect(messages(removed.body)).toContain(NOTE_REMOVAL_ADMINS_ONLY)
    expect(await stored(article.id)).toEqual(before)
    expect((await contract(article.slug)).corrections).toHaveLength(1)
  })

  it('can be removed by an admin', async () => {
    const article = await noted()
    const removed = await save(article.id, { corrections: [] }, admin)
    expect(removed.status, JSON.stringify(removed.body)).toBe(200)
    expect((await contract(article.slug)).corrections).toEqual([])
  })
})

describe('hostile notes', () => {
  const HOSTILE: [string, Record<string, unknown>, string][] = [
    [
      'an oversized text',
      { corrections: [{ kind: 'correction', text: 'x'.repeat(501) }] },
      NOTE_TEXT_TOO_LONG,
    ],
    ['an unknown kind', { corrections: [{ kind: 'retraction', text: 'x' }] }, NOTE_KIND],
    [
      'a forged date',
      { corrections: [{ kind: 'update', text: 'Backdated.', date: '2020-01-01T00:00:00.000Z' }] },
      NOTE_DATE_SET_BY_SERVER,
    ],
    ['notes that are no list', { corrections: { kind: 'update', text: 'x' } }, NOTES_FORMAT],
    [
      'a minor fix with a note',
      { corrections: [{ kind: 'update', text: 'Quietly.' }], minorFix: true },
      MINOR_FIX_WITH_NOTE,
    ],
  ]

  it.each(HOSTILE)('%s is a 400 that changes nothing', async (_case, data, message) => {
    const article = await liveArticle()
    const before = await stored(article.id)
    const refused = await save(article.id, { ...data, title: 'Changed with the refused note' })
    expect(refused.status).toBe(400)
    expect(messages(refused.body)).toContain(message)
    expect(await stored(article.id)).toEqual(before)
    expect(await contract(article.slug)).toMatchObject({
      corrections: [],
      lastSubstantiveUpdate: null,
    })
  })

  it('a sent lastSubstantiveUpdate is not taken: only a publish sets it', async () => {
    const article = await liveArticle()
    const sent = await save(article.id, { lastSubstantiveUpdate: '2020-01-01T00:00:00.000Z' })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect((await stored(article.id)).lastSubstantiveUpdate).toBeNull()
  })

  it('anonymous callers write no note through REST or GraphQL', async () => {
    const article = await liveArticle()
    const before = await stored(article.id)
    const rest = await save(
      article.id,
      { corrections: [{ kind: 'correction', text: 'Anonymous.' }] },
      JSON_HEADERS,
    )
    expect([401, 403]).toContain(rest.status)
    const mutation = await graphql(
      cmsUrl,
      `mutation { updateArticle(id: "${article.id}", data: { corrections: [{ kind: correction, text: "Anonymous." }] }) { id } }`,
    )
    expect(mutation.errors?.length).toBeGreaterThan(0)
    expect(await stored(article.id)).toEqual(before)
    expect((await contract(article.slug)).corrections).toEqual([])
  })
})
