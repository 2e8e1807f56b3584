import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { articleSchema } from '@blockwise/shared'
import {
  PREVIEW_TOKEN_HEADER,
  PREVIEW_TOKEN_STEP_SECONDS,
  mintPreviewToken,
} from '@blockwise/shared/previewToken'

import { freePort, stopService, type Service } from '../../scripts/lib/processes'
import { startSite } from '../../scripts/lib/stack'
import { createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { lexicalParagraphs } from '../support/lexical'
import { testPayload } from '../support/payload'
import { rolelessAccount } from '../support/rolelessAccount'
import { TEST_EDITOR, editorHeaders } from '../support/staff'

/**
 * An editor previews an article's latest draft on the real site. The CMS's Preview link mints a
 * signed, expiring token for editors only; the site turns draft mode on with it and shows the
 * draft, uncached, unindexed and marked; readers, forged or expired tokens and a bare draft-mode
 * cookie never see it.
 */
const cmsUrl = inject('cmsUrl')
const dataDir = inject('dataDir')
const PUBLISHED_TEXT = 'The published paragraph readers see.'
const DRAFT_TEXT = 'A draft paragraph nobody has published yet.'

let site: Service | undefined
let siteUrl = ''
let secret = ''
let editor: Record<string, string> = {}
let editorId = ''
let live = { id: '', slug: '', draftTitle: '' }
let unpublished = { id: '', slug: '' }

const previewLink = (id: string) => `${cmsUrl}/cms-api/preview/articles/${id}`
const draftOf = (id: string, token?: string) =>
  fetch(`${cmsUrl}/api/preview/articles/${id}`, {
    headers: token === undefined ? {} : { [PREVIEW_TOKEN_HEADER]: token },
  })

/** The site's token from the CMS's Preview link, as the editor's browser would follow it. */
async function tokenFromLink(id: string): Promise<string> {
  const response = await fetch(previewLink(id), { headers: editor, redirect: 'manual' })
  expect(response.status).toBe(302)
  const location = new URL(response.headers.get('location') ?? '')
  expect(location.pathname).toBe('/internal/preview')
  return location.searchParams.get('token') ?? ''
}

/** Enters the preview on the site and returns the cookies the browser would keep. */
async function enterPreview(token: string): Promise<{ location: string; cookie: string }> {
  const response = await fetch(`${siteUrl}/internal/preview?token=${encodeURIComponent(token)}`, {
    redirect: 'manual',
  })
  expect(response.status).toBe(307)
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  return { location: response.headers.get('location') ?? '', cookie }
}

/**
 * Whether any script the page's HTML names holds the live preview's listener (a preview fetches
 * it on demand, so no page's HTML names it).
 */
async function loadsLivePreview(html: string): Promise<boolean> {
  const scripts = new Set(html.match(/\/_next\/static\/[^"'\s]+\.js/g) ?? [])
  expect(scripts.size).toBeGreaterThan(0)
  const sources = await Promise.all(
    [...scripts].map(async (script) => (await fetch(`${siteUrl}${script}`)).text()),
  )
  return sources.some((source) => source.includes('payload-live-preview'))
}

const page = (pathname: string, cookie?: string) =>
  fetch(`${siteUrl}${pathname}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' })

beforeAll(async () => {
  const payload = await testPayload()
  editor = await editorHeaders(cmsUrl)
  const account = await payload.find({
    collection: 'users',
    where: { email: { equals: TEST_EDITOR.email } },
    limit: 1,
  })
  editorId = String(account.docs[0]?.id)
  const author = await createAuthor(payload)
  const article = await createArticle(payload, author.id, {
    published: true,
    content: lexicalParagraphs(PUBLISHED_TEXT),
  })
  const draftTitle = `Draft title ${uniqueSuffix()}`
  const save = await fetch(`${cmsUrl}/cms-api/articles/${article.id}?draft=true`, {
    method: 'PATCH',
    headers: editor,
    body: JSON.stringify({ title: draftTitle, content: lexicalParagraphs(DRAFT_TEXT) }),
  })
  expect(save.status).toBe(200)
  live = { id: article.id, slug: article.slug, draftTitle }
  const never = await createArticle(payload, author.id, {
    content: lexicalParagraphs(DRAFT_TEXT),
  })
  unpublished = { id: never.id, slug: never.slug }
  secret = (await readFile(path.join(dataDir, 'preview-secret'), 'utf8')).trim()
  const sitePort = await freePort()
  siteUrl = `http://localhost:${sitePort}`
  site = await startSite({ sitePort, cmsUrl, dataDir, quiet: !process.env.DEBUG_STACK })
})

afterAll(async () => {
  if (site) await stopService(site)
})

describe("the CMS's Preview link", () => {
  it('sends an anonymous browser to the login page and back, and answers other callers 401', async () => {
    const browser = await fetch(previewLink(live.id), {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    })
    expect(browser.status).toBe(302)
    const login = new URL(browser.headers.get('location') ?? '', cmsUrl)
    expect(login.pathname).toBe('/admin/login')
    expect(login.searchParams.get('redirect')).toBe(`/cms-api/preview/articles/${live.id}`)
    const script = await fetch(previewLink(live.id), { redirect: 'manual' })
    expect(script.status).toBe(401)
  })

  it('refuses an account without an editorial role', async () => {
    const roleless = await rolelessAccount(cmsUrl, inject('databaseUrl'))
    try {
      const response = await fetch(previewLink(live.id), {
        headers: roleless.headers,
        redirect: 'manual',
      })
      expect(response.status).toBe(403)
    } finally {
      await roleless.remove()
    }
  })

  it('sends an editor to the site with a token for this article, never cached', async () => {
    const response = await fetch(previewLink(live.id), { headers: editor, redirect: 'manual' })
    expect(response.status).toBe(302)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('location')).toMatch(/\/internal\/preview\?token=v1\./)
  })

  it.each(['not-an-id', '00000000-0000-4000-8000-000000000000'])(
    'answers 404 for the article %s',
    async (id) => {
      const response = await fetch(previewLink(id), { headers: editor, redirect: 'manual' })
      expect(response.status).toBe(404)
    },
  )
})

describe('GET /api/preview/articles/{id}', () => {
  it('gives the latest draft, in the contract shape, to a valid token only', async () => {
    const response = await draftOf(live.id, await tokenFromLink(live.id))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const draft = articleSchema.parse(await response.json())
    expect(draft.title).toBe(live.draftTitle)
    expect(draft.content).toContain(DRAFT_TEXT)
  })

  it('gives the draft of an article that was never published', async () => {
    const response = await draftOf(unpublished.id, await tokenFromLink(unpublished.id))
    expect(response.status).toBe(200)
    expect(articleSchema.parse(await response.json()).content).toContain(DRAFT_TEXT)
  })

  it('says a draft autosaved before it had a title cannot be previewed yet, on the CMS and the site', async () => {
    const payload = await testPayload()
    const untitled = await payload.create({
      collection: 'articles',
      draft: true,
      data: { authorId: (await createAuthor(payload)).id },
    })
    const token = await tokenFromLink(untitled.id)
    const response = await draftOf(untitled.id, token)
    expect(response.status).toBe(422)
    expect(((await response.json()) as { error: string }).error).toMatch(/cannot be previewed yet/)
    const entry = await fetch(`${siteUrl}/internal/preview?token=${encodeURIComponent(token)}`, {
      redirect: 'manual',
    })
    expect(entry.status).toBe(404)
    expect(entry.headers.getSetCookie()).toEqual([])
  })

  it('refuses a missing, malformed, forged or expired token with 401', async () => {
    const grant = { articleId: live.id, userId: editorId }
    const tokens = [
      undefined,
      'garbage',
      'x'.repeat(5000),
      await mintPreviewToken('f'.repeat(64), grant),
      await mintPreviewToken(secret, grant, Date.now() - 3 * PREVIEW_TOKEN_STEP_SECONDS * 1000),
    ]
    for (const token of tokens) {
      const response = await draftOf(live.id, token)
      expect(response.status, String(token).slice(0, 40)).toBe(401)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(JSON.stringify(await response.json())).not.toContain(DRAFT_TEXT)
    }
  })

  it("refuses another article's token, and a token of an account that may not preview", async () => {
    const other = await draftOf(live.id, await tokenFromLink(unpublished.id))
    expect(other.status).toBe(403)
    const stranger = await mintPreviewToken(secret, {
      articleId: live.id,
      userId: '00000000-0000-4000-8000-000000000000',
    })
    expect((await draftOf(live.id, stranger)).status).toBe(403)
  })
})

describe("the site's preview", () => {
  it('refuses a forged, malformed or expired token at the entry with a fast 401', async () => {
    const grant = { articleId: live.id, userId: editorId }
    const tokens = [
      '',
      'v1.%00',
      'x'.repeat(5000),
      await mintPreviewToken('f'.repeat(64), grant),
      await mintPreviewToken(secret, grant, Date.now() - 3 * PREVIEW_TOKEN_STEP_SECONDS * 1000),
    ]
    for (const token of tokens) {
      const response = await page(`/internal/preview?token=${encodeURIComponent(token)}`)
      expect(response.status).toBe(401)
      expect(response.headers.getSetCookie()).toEqual([])
    }
  })

  it('shows the draft, marked, uncached and unindexed, while readers keep the published text', async () => {
    const { location, cookie } = await enterPreview(await tokenFromLink(live.id))
    expect(location).toBe(`/articles/${live.slug}`)
    expect(cookie).toMatch(/__prerender_bypass=/)
    const preview = await page(location, cookie)
    expect(preview.status).toBe(200)
    expect(preview.headers.get('cache-control')).toMatch(/private/)
    expect(preview.headers.get('cache-control')).toMatch(/no-store/)
    expect(preview.headers.get('x-robots-tag')).toBe('noindex')
    expect(preview.headers.get('content-security-policy')).toContain(
      `frame-ancestors 'self' ${new URL(cmsUrl).origin}`,
    )
    const html = await preview.text()
    expect(html).toContain(DRAFT_TEXT)
    expect(html).toContain(live.draftTitle)
    // A live article's draft is not "not published".
    expect(html).toContain('Preview — unpublished changes to a live article')
    expect(html).not.toContain('Preview — not published')
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/)

    // Readers, after the preview (nothing of it may have been kept for them).
    const reader = await page(`/articles/${live.slug}`)
    const readerHtml = await reader.text()
    expect(readerHtml).toContain(PUBLISHED_TEXT)
    expect(readerHtml).not.toContain(DRAFT_TEXT)
    expect(readerHtml).not.toContain('data-preview-banner')
    expect(reader.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(await loadsLivePreview(readerHtml)).toBe(false)
    const api = articleSchema.parse(await (await page(`/api/articles/${live.slug}`)).json())
    expect(api.content).toContain(PUBLISHED_TEXT)
    expect(api.title).not.toBe(live.draftTitle)
  })

  it('stays in draft mode through the calls the site forwards to the CMS', async () => {
    const { cookie } = await enterPreview(await tokenFromLink(live.id))
    const forwarded = await page(`/api/articles/${live.slug}`, cookie)
    expect(forwarded.status).toBe(200)
    expect(forwarded.headers.getSetCookie().join('\n')).not.toMatch(/__prerender_bypass=;/)
  })

  it('previews an article that was never published, which readers cannot find', async () => {
    const { location, cookie } = await enterPreview(await tokenFromLink(unpublished.id))
    expect(location).toBe(`/articles/${unpublished.slug}`)
    const html = await (await page(location, cookie)).text()
    expect(html).toContain(DRAFT_TEXT)
    expect(html).toContain('Preview — not published')
    expect((await page(location)).status).toBe(404)
  })

  it('shows only the published version to a draft-mode cookie without a valid token', async () => {
    const { cookie } = await enterPreview(await tokenFromLink(live.id))
    const draftModeOnly = cookie
      .split('; ')
      .filter((pair) => pair.startsWith('__prerender_bypass='))
      .join('; ')
    const forged = `${draftModeOnly}; blockwise-preview=${await mintPreviewToken('f'.repeat(64), {
      articleId: live.id,
      userId: editorId,
    })}`
    for (const jar of [draftModeOnly, forged]) {
      const response = await page(`/articles/${live.slug}`, jar)
      const html = await response.text()
      expect(html).toContain(PUBLISHED_TEXT)
      expect(html).not.toContain(DRAFT_TEXT)
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    }
    expect((await page(`/articles/${unpublished.slug}`, forged)).status).toBe(404)
  })

  it('leaves the preview through the banner’s link', async () => {
    const { cookie } = await enterPreview(await tokenFromLink(live.id))
    const exit = await page(
      `/internal/preview/exit?path=${encodeURIComponent(`/articles/${live.slug}`)}`,
      cookie,
    )
    expect(exit.status).toBe(307)
    expect(exit.headers.get('location')).toBe(`/articles/${live.slug}`)
    const cleared = exit.headers.getSetCookie().join('\n')
    expect(cleared).toMatch(/__prerender_bypass=;/)
    expect(cleared).toMatch(/blockwise-preview=;/)
    const elsewhere = await page('/internal/preview/exit?path=//evil.example/x', cookie)
    expect(elsewhere.headers.get('location')).toBe('/')
  })
})
