import { beforeAll, describe, expect, inject, it } from 'vitest'

import { JSON_HEADERS } from '../support/clients'
import { createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { testPayload } from '../support/payload'
import { editorHeaders } from '../support/staff'

/**
 * Accepting the AI's proposed SEO title of a live article publishes it at once, and only it: a
 * draft's other changes stay a draft (docs/product.md#screen-seo-title). Rejecting it, or deciding
 * on an article never published, saves the decision like any edit.
 */
const cmsUrl = inject('cmsUrl')
let editor: Record<string, string> = {}
let authorId = ''

beforeAll(async () => {
  editor = await editorHeaders(cmsUrl)
  authorId = (await createAuthor(await testPayload())).id
})

const PROPOSAL = 'Bitcoin halving explained: supply, miners and myths'

/** An article the pipeline wrote, whose SEO title awaits review. */
async function proposedArticle(published: boolean, overrides: Record<string, unknown> = {}) {
  return createArticle(await testPayload(), authorId, {
    title: `A generated article ${uniqueSuffix()}`,
    published,
    generation: { aiAssisted: true, proposedSeoTitle: PROPOSAL },
    ...overrides,
  })
}

function decide(id: string, decision: 'accept' | 'reject', headers = editor) {
  return fetch(`${cmsUrl}/api/articles/${id}/${decision}-seo-title`, {
    method: 'POST',
    headers: decision === 'accept' ? { ...JSON_HEADERS, ...headers } : headers,
    body: decision === 'accept' ? JSON.stringify({ seoTitle: PROPOSAL }) : undefined,
  })
}

async function live(id: string) {
  return (await testPayload()).findByID({ collection: 'articles', id, depth: 0 })
}

async function latest(id: string) {
  return (await testPayload()).findByID({ collection: 'articles', id, depth: 0, draft: true })
}

async function versionsOf(id: string) {
  const { docs } = await (
    await testPayload()
  ).findVersions({
    collection: 'articles',
    where: { parent: { equals: id } },
    sort: '-updatedAt',
    depth: 0,
    limit: 0,
    pagination: false,
  })
  return docs
}

/** What a reader gets from the contract for the article. */
async function readersArticle(slug: string) {
  const response = await fetch(`${cmsUrl}/api/articles/${slug}`)
  expect(response.status).toBe(200)
  return (await response.json()) as { title: string; seoTitle: string | null; excerpt: string }
}

describe('accepting the proposed SEO title of a live article', () => {
  it('publishes it at once as a new published version, with nothing left to publish', async () => {
    const article = await proposedArticle(true)
    const before = await versionsOf(article.id)

    const answer = await decide(article.id, 'accept')
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ id: article.id, seoTitle: PROPOSAL })

    expect(await live(article.id)).toMatchObject({
      seoTitle: PROPOSAL,
      published: true,
      status: 'published',
      generation: { aiAssisted: true, proposedSeoTitle: null },
    })
    expect((await readersArticle(article.slug)).seoTitle).toBe(PROPOSAL)
    // No draft awaits publishing: the latest version is the published one.
    expect((await latest(article.id))._status).toBe('published')
    const after = await versionsOf(article.id)
    expect(after).toHaveLength(before.length + 1)
    expect(after[0]?.version).toMatchObject({ seoTitle: PROPOSAL, _status: 'published' })
  })

  it('publishes only the title: a draft change of another field stays a draft, with the title', async () => {
    const article = await proposedArticle(true)
    const drafted = `A drafted headline ${uniqueSuffix()}`
    const draftSave = await fetch(`${cmsUrl}/cms-api/articles/${article.id}?draft=true`, {
      method: 'PATCH',
      headers: editor,
      body: JSON.stringify({ title: drafted, excerpt: 'A drafted excerpt.' }),
    })
    expect(draftSave.status).toBe(200)
    const before = await versionsOf(article.id)

    expect((await decide(article.id, 'accept')).status).toBe(200)

    // Readers get the title, and the published text as it was.
    expect(await live(article.id)).toMatchObject({
      title: article.title,
      excerpt: article.excerpt,
      seoTitle: PROPOSAL,
      published: true,
    })
    expect(await readersArticle(article.slug)).toMatchObject({
      title: article.title,
      excerpt: article.excerpt,
      seoTitle: PROPOSAL,
    })
    // The editor's draft is still the latest version, not published, and has the title too.
    expect(await latest(article.id)).toMatchObject({
      _status: 'draft',
      title: drafted,
      excerpt: 'A drafted excerpt.',
      seoTitle: PROPOSAL,
      generation: { proposedSeoTitle: null },
    })
    // Two new versions: the published one with the title, then the draft again on top of it.
    const versions = await versionsOf(article.id)
    expect(versions).toHaveLength(before.length + 2)
    expect(
      versions.find((version) => version.version._status === 'published')?.version,
    ).toMatchObject({ title: article.title, seoTitle: PROPOSAL })

    // Publishing the draft later publishes the editor's change, with the title.
    const publish = await fetch(`${cmsUrl}/cms-api/articles/${article.id}`, {
      method: 'PATCH',
      headers: editor,
      body: JSON.stringify({ _status: 'published' }),
    })
    expect(publish.status).toBe(200)
    expect(await readersArticle(article.slug)).toMatchObject({ title: drafted, seoTitle: PROPOSAL })
  })

  it('is refused to anonymous callers, changing nothing', async () => {
    const article = await proposedArticle(true)
    const before = await versionsOf(article.id)
    for (const decision of ['accept', 'reject'] as const) {
      const answer = await decide(article.id, decision, {})
      expect(answer.status).toBe(401)
      expect(await answer.json()).toEqual({ error: 'Authentication required' })
    }
    expect(await live(article.id)).toMatchObject({
      seoTitle: null,
      generation: { proposedSeoTitle: PROPOSAL },
    })
    expect(await versionsOf(article.id)).toHaveLength(before.length)
  })
})

describe('deciding without publishing', () => {
  it('accepting on an article never published sets the title in its draft', async () => {
    const article = await proposedArticle(false)
    expect((await decide(article.id, 'accept')).status).toBe(200)
    expect(await latest(article.id)).toMatchObject({
      seoTitle: PROPOSAL,
      published: false,
      _status: 'draft',
      generation: { proposedSeoTitle: null },
    })
    expect((await fetch(`${cmsUrl}/api/articles/${article.slug}`)).status).toBe(404)
  })

  it('rejecting on a live article leaves the live article as it was', async () => {
    const article = await proposedArticle(true, { seoTitle: 'The title readers see' })
    const publishedBefore = (await versionsOf(article.id)).filter(
      (version) => version.version._status === 'published',
    )

    expect((await decide(article.id, 'reject')).status).toBe(200)

    expect(await live(article.id)).toMatchObject({
      seoTitle: 'The title readers see',
      generation: { proposedSeoTitle: PROPOSAL },
    })
    expect((await readersArticle(article.slug)).seoTitle).toBe('The title readers see')
    expect(
      (await versionsOf(article.id)).filter((version) => version.version._status === 'published'),
    ).toHaveLength(publishedBefore.length)
    // The decision is in the draft, which readers get when an editor publishes it.
    expect(await latest(article.id)).toMatchObject({
      _status: 'draft',
      seoTitle: null,
      generation: { proposedSeoTitle: null },
    })
  })
})
