import { beforeAll, describe, expect, inject, it } from 'vitest'

import { JSON_HEADERS, readerHeaders } from '../support/clients'
import { createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { graphql } from '../support/graphql'
import { lexicalParagraphs } from '../support/lexical'
import { testPayload } from '../support/payload'
import { TEST_ADMIN, TEST_EDITOR, authHeaders, ensureStaff } from '../support/staff'

/**
 * Role × path matrix of drafts and versions: a live article with a pending draft, and an article
 * never published. Readers get the published version through every path, whatever they ask for;
 * editors and admins get drafts and versions when they ask.
 */
const cmsUrl = inject('cmsUrl')
type Role = 'anonymous' | 'editor' | 'admin'
const ROLES: Role[] = ['anonymous', 'editor', 'admin']
const headers: Record<Role, Record<string, string>> = {
  anonymous: JSON_HEADERS,
  editor: {},
  admin: {},
}
const words = { live: '', draft: '', draftTitle: '', unreleased: '' }
const fixture = {
  authorSlug: '',
  liveId: '',
  liveSlug: '',
  draftVersionId: '',
  unreleasedId: '',
  unreleasedSlug: '',
}

beforeAll(async () => {
  const payload = await testPayload()
  await ensureStaff(payload)
  headers.editor = await authHeaders(cmsUrl, TEST_EDITOR)
  headers.admin = await authHeaders(cmsUrl, TEST_ADMIN)
  const author = await createAuthor(payload)
  const suffix = uniqueSuffix()
  words.live = `Published words ${suffix}`
  words.draft = `Secret draft words ${suffix}`
  words.unreleased = `Unreleased words ${suffix}`
  words.draftTitle = `Draft ${suffix}`
  const live = await createArticle(payload, author.id, {
    published: true,
    title: `Live ${suffix}`,
    content: lexicalParagraphs(words.live),
  })
  await payload.update({
    collection: 'articles',
    id: live.id,
    draft: true,
    data: { title: words.draftTitle, content: lexicalParagraphs(words.draft) },
  })
  const { docs } = await payload.findVersions({
    collection: 'articles',
    where: { and: [{ parent: { equals: live.id } }, { latest: { equals: true } }] },
  })
  const unreleased = await createArticle(payload, author.id, {
    title: `Unreleased ${suffix}`,
    content: lexicalParagraphs(words.unreleased),
  })
  Object.assign(fixture, {
    authorSlug: author.slug,
    liveId: live.id,
    liveSlug: live.slug,
    draftVersionId: docs[0]?.id ?? '',
    unreleasedId: unreleased.id,
    unreleasedSlug: unreleased.slug,
  })
})

const get = async (role: Role, path: string) => {
  const response = await fetch(`${cmsUrl}${path}`, { headers: headers[role] })
  return { status: response.status, body: await response.text() }
}

const ask = (role: Role, query: string) => graphql(cmsUrl, query, headers[role])

const isStaff = (role: Role) => role !== 'anonymous'

describe('a live article with a pending draft', () => {
  it('keeps the stored row as readers saw it: live, with the published words', async () => {
    const row = await (
      await testPayload()
    ).findByID({ collection: 'articles', id: fixture.liveId, depth: 0 })
    expect(row.published).toBe(true)
    expect(row._status).toBe('published')
    expect(JSON.stringify(row.content)).toContain(words.live)
  })

  it.each(ROLES)('the contract shows %s the published version only', async (role) => {
    const single = await get(role, `/api/articles/${fixture.liveSlug}`)
    expect(single.status).toBe(200)
    expect(single.body).toContain(words.live)
    expect(single.body).not.toContain(words.draft)
    // The fixture's author's articles: staff lists start with every file's newer drafts.
    const list = await get(role, `/api/articles?author=${fixture.authorSlug}&limit=100`)
    expect(list.body).toContain(fixture.liveSlug)
    expect(list.body).not.toContain(words.draftTitle)
  })

  it.each(ROLES)('REST ?draft=true gives %s the draft only when staff', async (role) => {
    const single = await get(role, `/cms-api/articles/${fixture.liveId}?draft=true&depth=0`)
    expect(single.status).toBe(200)
    expect(single.body.includes(words.draft)).toBe(isStaff(role))
    const listed = await get(
      role,
      `/cms-api/articles?draft=true&depth=0&where[id][equals]=${fixture.liveId}`,
    )
    expect(listed.body.includes(words.draft)).toBe(isStaff(role))
    // Readers asking for drafts get what they would get without asking: the published version.
    if (!isStaff(role)) expect(single.body).toContain(words.live)
    if (!isStaff(role)) expect(listed.body).toContain(words.live)
  })

  it.each(ROLES)('GraphQL draft: true gives %s the draft only when staff', async (role) => {
    const answer = await ask(
      role,
      `{ Article(id: "${fixture.liveId}", draft: true) { title content } Articles(draft: true, where: { id: { equals: "${fixture.liveId}" } }) { docs { title } } }`,
    )
    const text = JSON.stringify(answer.data)
    expect(text.includes(words.draft)).toBe(isStaff(role))
    expect(text.includes(words.draftTitle)).toBe(isStaff(role))
  })

  it('keeps the claps readers gave while the draft waited when the draft is published', async () => {
    const payload = await testPayload()
    const before = (await payload.findByID({ collection: 'articles', id: fixture.liveId })).claps
    for (let clap = 0; clap < 3; clap++) {
      const response = await fetch(`${cmsUrl}/api/articles/${fixture.liveSlug}/clap`, {
        method: 'POST',
        headers: readerHeaders(JSON_HEADERS),
      })
      expect(response.status).toBe(200)
    }
    // A second draft save, so the draft's copy of the counters is older than the row's.
    await payload.update({
      collection: 'articles',
      id: fixture.liveId,
      draft: true,
      data: { excerpt: 'An excerpt edited in the draft.' },
    })
    const published = await payload.update({
      collection: 'articles',
      id: fixture.liveId,
      data: { _status: 'published' },
    })
    expect(published.claps).toBe((before ?? 0) + 3)
    const answer = await get('anonymous', `/api/articles/${fixture.liveSlug}`)
    expect(answer.body).toContain(words.draft)
    expect((JSON.parse(answer.body) as { claps: number }).claps).toBe((before ?? 0) + 3)
  })
})

describe('an article never published', () => {
  it.each(ROLES)(
    'is a 404 on the contract and og-image for %s unless staff asks for the draft',
    async (role) => {
      expect((await get(role, `/api/articles/${fixture.unreleasedSlug}`)).status).toBe(
        isStaff(role) ? 200 : 404,
      )
      const draft = await get(role, `/cms-api/articles/${fixture.unreleasedId}?draft=true`)
      expect(draft.body.includes(words.unreleased)).toBe(isStaff(role))
      // The social image is only ever drawn for a published article.
      expect((await get(role, `/api/articles/${fixture.unreleasedSlug}/og-image`)).status).toBe(404)
    },
  )
})

describe('versions', () => {
  it.each(ROLES)('REST lists and reads versions for %s only when staff', async (role) => {
    const list = await get(
      role,
      `/cms-api/articles/versions?where[parent][equals]=${fixture.liveId}`,
    )
    const one = await get(role, `/cms-api/articles/versions/${fixture.draftVersionId}`)
    if (isStaff(role)) {
      expect([list.status, one.status]).toEqual([200, 200])
      expect(list.body).toContain(fixture.draftVersionId)
    } else {
      expect([401, 403]).toContain(list.status)
      expect([401, 403, 404]).toContain(one.status)
      expect(one.body).not.toContain(words.draft)
    }
  })

  it.each(ROLES)('GraphQL lists and reads versions for %s only when staff', async (role) => {
    const answer = await ask(
      role,
      `{ versionsArticles(where: { parent: { equals: "${fixture.liveId}" } }) { docs { id version { title } } } }`,
    )
    const one = await ask(role, `{ versionArticle(id: "${fixture.draftVersionId}") { id } }`)
    const seen = JSON.stringify([answer.data, one.data])
    expect(seen.includes(fixture.draftVersionId)).toBe(isStaff(role))
    if (!isStaff(role)) expect(answer.errors?.length).toBeGreaterThan(0)
  })

  it("bounds editors' reads of versions like any other read, and refuses malformed ones with a 400", async () => {
    const all = await get('editor', '/cms-api/articles/versions?limit=0&depth=0')
    expect(all.status).toBe(200)
    expect((JSON.parse(all.body) as { limit: number }).limit).toBe(500)
    expect((await get('editor', '/cms-api/articles/versions?where=%7Bnot-json')).status).toBe(400)
    expect((await get('editor', '/cms-api/articles/versions?limit=-1')).status).toBe(400)
    expect((await get('editor', '/cms-api/articles/versions/not-an-id')).status).toBeLessThan(500)
    const answer = await ask('editor', '{ versionsArticles(limit: 100000) { limit } }')
    expect(answer.data?.versionsArticles).toEqual({ limit: 500 })
  })

  it('refuses an anonymous restore over REST and GraphQL, and the article stays as it was', async () => {
    const payload = await testPayload()
    const before = await payload.findByID({ collection: 'articles', id: fixture.liveId, depth: 0 })
    const rest = await fetch(`${cmsUrl}/cms-api/articles/versions/${fixture.draftVersionId}`, {
      method: 'POST',
      headers: JSON_HEADERS,
    })
    expect([401, 403]).toContain(rest.status)
    const answer = await ask(
      'anonymous',
      `mutation { restoreVersionArticle(id: "${fixture.draftVersionId}") { id } }`,
    )
    expect(answer.errors?.length).toBeGreaterThan(0)
    const after = await payload.findByID({ collection: 'articles', id: fixture.liveId, depth: 0 })
    expect(after.updatedAt).toBe(before.updatedAt)
  })
})
