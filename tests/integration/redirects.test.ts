import { beforeAll, describe, expect, inject, it } from 'vitest'

import { sitemapArticleSchema, sitemapSchema } from '@blockwise/shared'
import { REDIRECT_PATH_MESSAGES } from '@blockwise/shared/redirects/paths'
import { redirectListSchema } from '@blockwise/shared/schemas/redirect'

import { JSON_HEADERS } from '../support/clients'
import {
  createArticle,
  createAuthor,
  fieldMessages,
  uniqueSuffix,
  type PayloadErrorBody,
} from '../support/fixtures'
import { graphql } from '../support/graphql'
import { testPayload } from '../support/payload'
import { editorHeaders } from '../support/staff'

/** Old addresses never break: redirects, kept by hand and by every rename of a live page. */
const cmsUrl = inject('cmsUrl')
let authorId = ''
let editor: Record<string, string> = {}

beforeAll(async () => {
  authorId = (await createAuthor(await testPayload())).id
  editor = await editorHeaders(cmsUrl)
}, 60_000)

const live = () => ({ published: true, publishedAt: new Date().toISOString() })
const articlePath = (slug: string) => `/articles/${slug}`

/** Where each redirect from `froms` leads, as the native API stores them. */
async function targetsOf(...froms: string[]): Promise<Record<string, string>> {
  const { docs } = await (
    await testPayload()
  ).find({ collection: 'redirects', where: { from: { in: froms } }, pagination: false })
  return Object.fromEntries(docs.map(({ from, to }) => [from, to]))
}

const rename = async (collection: 'articles' | 'tags' | 'authors', id: string, slug: string) =>
  (await testPayload()).update({ collection, id, data: { slug } })

/** An editor's write of a redirect through the native REST API. */
async function writeRedirect(body: Record<string, unknown>, headers = editor, id?: string) {
  const response = await fetch(`${cmsUrl}/cms-api/redirects${id ? `/${id}` : ''}`, {
    method: id ? 'PATCH' : 'POST',
    headers,
    body: JSON.stringify(body),
  })
  return {
    status: response.status,
    body: (await response.json()) as PayloadErrorBody & { doc?: { id: string } },
  }
}

describe('a live article given a new slug', () => {
  it('leaves a redirect from its old address, and every older one leads to the newest', async () => {
    const article = await createArticle(await testPayload(), authorId, live())
    const [first, second, third] = [article.slug, `${article.slug}-2`, `${article.slug}-3`]

    await rename('articles', article.id, second)
    expect(await targetsOf(articlePath(first))).toEqual({
      [articlePath(first)]: articlePath(second),
    })

    await rename('articles', article.id, third)
    expect(await targetsOf(articlePath(first), articlePath(second))).toEqual({
      [articlePath(first)]: articlePath(third),
      [articlePath(second)]: articlePath(third),
    })
  })

  it('takes an old address back: the redirect from it goes, the others lead to it', async () => {
    const article = await createArticle(await testPayload(), authorId, live())
    const [first, second] = [article.slug, `${article.slug}-moved`]
    await rename('articles', article.id, second)

    await rename('articles', article.id, first)
    expect(await targetsOf(articlePath(first), articlePath(second))).toEqual({
      [articlePath(second)]: articlePath(first),
    })
  })

  it('leaves one once a draft with the new slug is published, and none for the draft itself', async () => {
    const payload = await testPayload()
    const article = await createArticle(payload, authorId, live())
    const renamed = `${article.slug}-drafted`
    await payload.update({
      collection: 'articles',
      id: article.id,
      data: { slug: renamed },
      draft: true,
    })
    expect(await targetsOf(articlePath(article.slug))).toEqual({})

    await payload.update({
      collection: 'articles',
      id: article.id,
      data: { _status: 'published' },
    })
    expect(await targetsOf(articlePath(article.slug))).toEqual({
      [articlePath(article.slug)]: articlePath(renamed),
    })
  })

  it('leaves one for an article readers knew that is unpublished now (it has a publishedAt)', async () => {
    const payload = await testPayload()
    const article = await createArticle(payload, authorId, live())
    await payload.update({ collection: 'articles', id: article.id, data: { published: false } })
    await rename('articles', article.id, `${article.slug}-later`)
    expect(await targetsOf(articlePath(article.slug))).toEqual({
      [articlePath(article.slug)]: articlePath(`${article.slug}-later`),
    })
  })

  it('leaves none for an article readers never saw', async () => {
    const article = await createArticle(await testPayload(), authorId)
    await rename('articles', article.id, `${article.slug}-unseen`)
    expect(await targetsOf(articlePath(article.slug))).toEqual({})
  })

  it('frees its address when it goes live where a redirect started', async () => {
    const payload = await testPayload()
    const moved = await createArticle(payload, authorId, live())
    await rename('articles', moved.id, `${moved.slug}-elsewhere`)
    const newcomer = await createArticle(payload, authorId, { slug: `${moved.slug}-newcomer` })
    await rename('articles', newcomer.id, moved.slug)
    expect(await targetsOf(articlePath(moved.slug))).not.toEqual({})

    await payload.update({ collection: 'articles', id: newcomer.id, data: live() })
    expect(await targetsOf(articlePath(moved.slug))).toEqual({})
  })

  it('is listed by its current address only in the sitemap', async () => {
    const article = await createArticle(await testPayload(), authorId, live())
    const renamed = `${article.slug}-mapped`
    await rename('articles', article.id, renamed)

    const fresh = { headers: { 'cache-control': 'no-cache' } }
    const { chunks } = sitemapSchema.parse(
      await (await fetch(`${cmsUrl}/api/sitemap`, fresh)).json(),
    )
    const slugs: string[] = []
    for (let n = 1; n <= chunks; n += 1) {
      const text = await (await fetch(`${cmsUrl}/api/sitemap/articles/${n}`, fresh)).text()
      for (const line of text.split('\n').filter(Boolean))
        slugs.push(sitemapArticleSchema.parse(JSON.parse(line)).slug)
    }
    expect(slugs).toContain(renamed)
    expect(slugs).not.toContain(article.slug)
  })
})

describe('a renamed tag or author', () => {
  it('leaves a redirect from its old page', async () => {
    const payload = await testPayload()
    const suffix = uniqueSuffix()
    const tag = await payload.create({
      collection: 'tags',
      data: { name: `Moved ${suffix}`, slug: '', count: 0 },
    })
    const author = await createAuthor(payload)
    await rename('tags', tag.id, `${tag.slug}-new`)
    await rename('authors', author.id, `${author.slug}-new`)
    expect(await targetsOf(`/tags/${tag.slug}`, `/authors/${author.slug}`)).toEqual({
      [`/tags/${tag.slug}`]: `/tags/${tag.slug}-new`,
      [`/authors/${author.slug}`]: `/authors/${author.slug}-new`,
    })
  })
})

describe("editors' redirects through the native API", () => {
  const path = () => `/old/${uniqueSuffix()}`

  it('are written by editors and never by anonymous callers, over REST or GraphQL', async () => {
    const anonymous = await writeRedirect({ from: path(), to: '/news' }, JSON_HEADERS)
    expect([401, 403]).toContain(anonymous.status)
    const from = path()
    const written = await writeRedirect({ from: `  ${from} `, to: '/news' })
    expect(written.status).toBe(201)
    const id = written.body.doc?.id ?? ''
    expect(await targetsOf(from)).toEqual({ [from]: '/news' })

    const changed = await writeRedirect({ to: '/learn' }, JSON_HEADERS, id)
    expect([401, 403]).toContain(changed.status)
    const deleted = await fetch(`${cmsUrl}/cms-api/redirects/${id}`, { method: 'DELETE' })
    expect([401, 403]).toContain(deleted.status)
    const mutation = await graphql(
      cmsUrl,
      'mutation { createRedirect(data: { from: "/graphql-old", to: "/news" }) { id } }',
    )
    expect(mutation.errors?.length).toBeGreaterThan(0)
    expect(await targetsOf(from, '/graphql-old')).toEqual({ [from]: '/news' })
  })

  it.each([
    ['another site', { to: 'https://evil.example/x' }, REDIRECT_PATH_MESSAGES.notLocal],
    ['a protocol-relative address', { to: '//evil.example' }, REDIRECT_PATH_MESSAGES.notLocal],
    ['a backslash', { to: '/\\evil.example' }, REDIRECT_PATH_MESSAGES.malformed],
    ['a dot segment', { to: '/articles/../admin' }, REDIRECT_PATH_MESSAGES.malformed],
    ['a header in the path', { to: '/x\r\nSet-Cookie: a=b' }, REDIRECT_PATH_MESSAGES.malformed],
    ['the admin', { to: '/admin' }, REDIRECT_PATH_MESSAGES.notAPage],
    ['the home page as its start', { from: '/' }, REDIRECT_PATH_MESSAGES.home],
    ['a huge path', { from: `/${'a'.repeat(100_000)}` }, REDIRECT_PATH_MESSAGES.tooLong],
    ['no path', { to: null }, REDIRECT_PATH_MESSAGES.notLocal],
  ])('refuse %s with 400', async (_case, override, message) => {
    const refused = await writeRedirect({ from: path(), to: '/news', ...override })
    expect(refused.status).toBe(400)
    expect(fieldMessages(refused.body)).toContain(message)
  })

  it('refuse a redirect to its own path, a second one from a path, and a loop', async () => {
    const [a, b, c] = [path(), path(), path()]
    const itself = await writeRedirect({ from: a, to: a })
    expect(fieldMessages(itself.body)).toContain(REDIRECT_PATH_MESSAGES.itself)

    expect((await writeRedirect({ from: a, to: b })).status).toBe(201)
    const twice = await writeRedirect({ from: a, to: c })
    expect(twice.status).toBe(400)
    expect(fieldMessages(twice.body)).toContain(
      `A redirect from ${a} already exists: change that one instead`,
    )

    expect((await writeRedirect({ from: b, to: c })).status).toBe(201)
    const loop = await writeRedirect({ from: c, to: a })
    expect(loop.status).toBe(400)
    expect(fieldMessages(loop.body)).toContain(
      `This redirect would make a loop: ${c} → ${a} → ${b} → ${c}`,
    )
  })

  it("refuse one from a published article's address, which would hide it", async () => {
    const article = await createArticle(await testPayload(), authorId, live())
    const refused = await writeRedirect({ from: articlePath(article.slug), to: '/news' })
    expect(refused.status).toBe(400)
    expect(fieldMessages(refused.body)).toContain(
      `A published article is at ${articlePath(article.slug)}: a redirect from there would hide it`,
    )
  })
})

describe('the redirects table', () => {
  it('keeps one redirect per old address, whatever writes it', async () => {
    const { rows } = await (
      await testPayload()
    ).db.pool.query<{ indexdef: string }>(
      "SELECT indexdef FROM pg_indexes WHERE indexname = 'redirects_from_idx'",
    )
    expect(rows[0]?.indexdef).toContain('UNIQUE')
  })
})

describe('GET /api/redirects', () => {
  it('lists every redirect for anyone, kept by the edge under the key their changes purge', async () => {
    const from = `/listed/${uniqueSuffix()}`
    expect((await writeRedirect({ from, to: '/learn' })).status).toBe(201)
    const response = await fetch(`${cmsUrl}/api/redirects`, {
      headers: { 'cache-control': 'no-cache' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('surrogate-key')).toContain('list-redirects')
    expect(response.headers.get('etag')).toBeTruthy()
    const redirects = redirectListSchema.parse(await response.json())
    expect(redirects).toContainEqual({ from, to: '/learn' })
  })

  it('refuses a query parameter and another method', async () => {
    expect((await fetch(`${cmsUrl}/api/redirects?from=/x`)).status).toBe(400)
    const post = await fetch(`${cmsUrl}/api/redirects`, { method: 'POST', headers: JSON_HEADERS })
    expect(post.status).toBe(405)
  })
})
