import { beforeAll, describe, expect, inject, it } from 'vitest'

import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { changeArticle } from '../support/articleEdits'
import { articleData } from '../support/fixtures'
import { createAuthor } from '../support/fixtures'
import { testPayload } from '../support/payload'
import { editorHeaders } from '../support/staff'
import { recordedCalls } from '../support/webhookRecorder'

const cmsUrl = inject('cmsUrl')
const siteUrl = inject('siteUrl')
let editor: Record<string, string> = {}
let authorId = ''

beforeAll(async () => {
  editor = await editorHeaders(cmsUrl)
  authorId = (await createAuthor(await testPayload())).id
})

async function callsSince(count: number) {
  // The CMS sends the webhook once its response has gone out.
  for (let attempt = 0; attempt < 50; attempt++) {
    const calls = await recordedCalls(siteUrl)
    if (calls.length > count) return calls.slice(count)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return []
}

/** The revalidation calls the site received since `before`: exactly one, for the articles tag. */
async function expectArticlesRevalidatedSince(before: number, secret: string): Promise<void> {
  const calls = (await callsSince(before)).filter((call) => call.path === '/internal/revalidate')
  expect(calls).toHaveLength(1)
  expect(calls[0]?.headers['x-revalidate-secret']).toBe(secret)
  expect(JSON.parse(calls[0]?.body ?? '{}')).toEqual({ tags: ['articles'] })
}

describe('the CMS tells the site when published content changes', () => {
  let secret = ''
  let articleId = ''

  beforeAll(async () => {
    secret = (await readFile(path.join(inject('dataDir'), 'revalidate-secret'), 'utf8')).trim()
  })

  it('posts the articles tag with the shared secret after an editor publishes', async () => {
    const before = (await recordedCalls(siteUrl)).length
    const response = await fetch(`${cmsUrl}/cms-api/articles`, {
      method: 'POST',
      headers: editor,
      body: JSON.stringify(articleData(authorId, { published: true })),
    })
    expect(response.status).toBe(201)
    articleId = String(((await response.json()) as { doc: { id: string | number } }).doc.id)
    await expectArticlesRevalidatedSince(before, secret)
  })

  it('posts it again when the published article is edited', async () => {
    const before = (await recordedCalls(siteUrl)).length
    await changeArticle(cmsUrl, editor, articleId, {
      title: 'An edited headline for the revalidation test',
    })
    await expectArticlesRevalidatedSince(before, secret)
  })

  it('posts it again when the article is unpublished', async () => {
    const before = (await recordedCalls(siteUrl)).length
    await changeArticle(cmsUrl, editor, articleId, { published: false })
    await expectArticlesRevalidatedSince(before, secret)
  })
})

describe('the CMS tells the site when a learning path changes', () => {
  it('posts the paths tag after an editor creates or changes a path', async () => {
    const lesson = async () => {
      const response = await fetch(`${cmsUrl}/cms-api/articles`, {
        method: 'POST',
        headers: editor,
        body: JSON.stringify(articleData(authorId, { published: true, articleType: 'learn' })),
      })
      return ((await response.json()) as { doc: { id: string } }).doc.id
    }
    const lessons = [await lesson(), await lesson()]
    const revalidatedTags = async (before: number) =>
      (await callsSince(before))
        .filter((call) => call.path === '/internal/revalidate')
        .map((call) => JSON.parse(call.body) as unknown)

    let before = (await recordedCalls(siteUrl)).length
    const created = await fetch(`${cmsUrl}/cms-api/paths`, {
      method: 'POST',
      headers: editor,
      body: JSON.stringify({ title: 'A path for the revalidation test', lessons }),
    })
    expect(created.status).toBe(201)
    await expect
      .poll(() => revalidatedTags(before), { timeout: 15_000 })
      .toContainEqual({ tags: ['paths'] })

    const { doc } = (await created.json()) as { doc: { id: string } }
    before = (await recordedCalls(siteUrl)).length
    const changed = await fetch(`${cmsUrl}/cms-api/paths/${doc.id}`, {
      method: 'PATCH',
      headers: editor,
      body: JSON.stringify({ lessons: [...lessons].reverse() }),
    })
    expect(changed.status).toBe(200)
    await expect
      .poll(() => revalidatedTags(before), { timeout: 15_000 })
      .toContainEqual({ tags: ['paths'] })
  })
})
