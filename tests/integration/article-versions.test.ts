import { beforeAll, describe, expect, inject, it } from 'vitest'

import { RESTORE_ONLY_AS_DRAFT } from '@/collections/Articles/restoreAsDraft'
import { ARTICLE_VERSIONS_KEPT } from '@/collections/Articles/versions'

import { articleData, createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { graphql } from '../support/graphql'
import { testPayload } from '../support/payload'
import { TEST_ADMIN, TEST_EDITOR, authHeaders, editorHeaders } from '../support/staff'

const cmsUrl = inject('cmsUrl')
let editor: Record<string, string> = {}
let admin: Record<string, string> = {}
let authorId = ''

beforeAll(async () => {
  editor = await editorHeaders(cmsUrl)
  admin = await authHeaders(cmsUrl, TEST_ADMIN)
  authorId = (await createAuthor(await testPayload())).id
})

async function userId(email: string): Promise<string> {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } } })
  return String(docs[0]?.id)
}

async function send(method: string, path: string, headers: Record<string, string>, body?: object) {
  const response = await fetch(`${cmsUrl}/cms-api${path}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function versionsOf(articleId: string) {
  const payload = await testPayload()
  const { docs } = await payload.findVersions({
    collection: 'articles',
    where: { parent: { equals: articleId } },
    sort: '-updatedAt',
    depth: 0,
    limit: 0,
    pagination: false,
  })
  return docs
}

async function readersTitle(slug: string): Promise<string | null> {
  const response = await fetch(`${cmsUrl}/api/articles/${slug}`)
  return response.status === 200 ? ((await response.json()) as { title: string }).title : null
}

describe("an article's history", () => {
  it('records who saved each version, for editors only', async () => {
    const created = await send(
      'POST',
      '/articles',
      editor,
      articleData(authorId, { published: true }),
    )
    expect(created.status).toBe(201)
    const id = String((created.body.doc as { id: string }).id)
    expect(
      (await send('PATCH', `/articles/${id}?draft=true`, admin, { title: 'By the admin' })).status,
    ).toBe(200)

    const [adminVersion, editorVersion] = await versionsOf(id)
    expect(adminVersion?.version.lastEditedBy).toBe(await userId(TEST_ADMIN.email))
    expect(editorVersion?.version.lastEditedBy).toBe(await userId(TEST_EDITOR.email))

    const anonymous = await fetch(`${cmsUrl}/cms-api/articles/${id}`)
    expect(anonymous.status).toBe(200)
    expect(await anonymous.json()).not.toHaveProperty('lastEditedBy')
  })

  it('autosaves while an editor types into one version, not one per autosave', async () => {
    const article = await createArticle(await testPayload(), authorId)
    const before = (await versionsOf(article.id)).length
    for (const title of ['Typing a', 'Typing a headline', 'Typing a headline slowly']) {
      const saved = await send(
        'PATCH',
        `/articles/${article.id}?draft=true&autosave=true`,
        editor,
        {
          title,
        },
      )
      expect(saved.status).toBe(200)
    }
    const versions = await versionsOf(article.id)
    expect(versions).toHaveLength(before + 1)
    expect(versions[0]?.version.title).toBe('Typing a headline slowly')
  })

  it(`keeps the latest ${ARTICLE_VERSIONS_KEPT} versions of an article`, async () => {
    const payload = await testPayload()
    const article = await createArticle(payload, authorId)
    for (let save = 1; save <= ARTICLE_VERSIONS_KEPT + 5; save++) {
      await payload.update({
        collection: 'articles',
        id: article.id,
        draft: true,
        data: { title: `Save number ${save}` },
      })
    }
    const versions = await versionsOf(article.id)
    expect(versions).toHaveLength(ARTICLE_VERSIONS_KEPT)
    expect(versions[0]?.version.title).toBe(`Save number ${ARTICLE_VERSIONS_KEPT + 5}`)
  })
})

describe('restoring a version', () => {
  it('makes it a new draft: readers see the published text until an editor publishes', async () => {
    const first = `First headline ${uniqueSuffix()}`
    const created = await send(
      'POST',
      '/articles',
      editor,
      articleData(authorId, { title: first, published: true }),
    )
    const { id, slug } = created.body.doc as { id: string; slug: string }
    const second = `Second headline ${uniqueSuffix()}`
    await send('PATCH', `/articles/${id}`, editor, { title: second, _status: 'published' })
    await send('PATCH', `/articles/${id}?draft=true`, editor, { title: 'A draft never published' })
    expect(await readersTitle(slug)).toBe(second)

    const versions = await versionsOf(id)
    const publishedFirst = versions.find((version) => version.version.title === first)
    const unpublishedDraft = versions.find(
      (version) => version.version.title === 'A draft never published',
    )
    // What the admin's "Restore this version" sends; the draft version would have taken it down.
    for (const version of [publishedFirst, unpublishedDraft]) {
      const restored = await send('POST', `/articles/versions/${version?.id}?draft=false`, editor)
      expect(restored.status).toBe(200)
      expect(await readersTitle(slug)).toBe(second)
    }
    const restoredFirst = await send('POST', `/articles/versions/${publishedFirst?.id}`, editor)
    expect(restoredFirst.status).toBe(200)
    expect(await readersTitle(slug)).toBe(second)
    const [latest] = await versionsOf(id)
    expect(latest?.version).toMatchObject({ title: first, _status: 'draft' })

    expect((await send('PATCH', `/articles/${id}`, editor, { _status: 'published' })).status).toBe(
      200,
    )
    expect(await readersTitle(slug)).toBe(first)
  })

  it('is refused through the Local API and GraphQL unless it asks for a draft', async () => {
    const payload = await testPayload()
    const article = await createArticle(payload, authorId, { published: true })
    const [version] = await versionsOf(article.id)
    await expect(
      payload.restoreVersion({ collection: 'articles', id: String(version?.id) }),
    ).rejects.toThrow(RESTORE_ONLY_AS_DRAFT)

    const answer = await graphql(
      cmsUrl,
      `mutation { restoreVersionArticle(id: "${version?.id}") { id } }`,
      editor,
    )
    expect(answer.errors?.[0]?.message).toBe(RESTORE_ONLY_AS_DRAFT)
  })
})
