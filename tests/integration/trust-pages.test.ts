import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { TRUST_PAGE_SLUGS, type TrustPageSlug } from '@blockwise/shared/trustPages'

import { seedTrustPages } from '@/seed/content/trustPages'
import { ensureTrustPages } from '@/seed/seedTrustPages'

import { JSON_HEADERS } from '../support/clients'
import { uniqueSuffix } from '../support/fixtures'
import { testPayload } from '../support/payload'
import { startSiteWithItsCms, type SiteWithItsCms } from '../support/siteWithItsCms'
import { editorHeaders } from '../support/staff'

/**
 * The trust pages from the demo seed to the reader: rendered by the built site from the CMS,
 * changed by an editor's save, closed to anonymous writes, and 404 wherever there is no page.
 */
let stack: SiteWithItsCms | undefined
let cmsUrl = ''
let siteUrl = ''
let editor: Record<string, string> = {}
const ids = new Map<TrustPageSlug, string>()

beforeAll(async () => {
  stack = await startSiteWithItsCms()
  cmsUrl = stack.cmsUrl
  siteUrl = stack.siteUrl
  const payload = await testPayload()
  // The pages as every start leaves them, whatever other files left at their slugs.
  await payload.delete({
    collection: 'trust-pages',
    where: { slug: { in: [...TRUST_PAGE_SLUGS] } },
  })
  await ensureTrustPages(payload)
  const { docs } = await payload.find({
    collection: 'trust-pages',
    pagination: false,
    depth: 0,
    select: { slug: true },
  })
  for (const doc of docs) ids.set(doc.slug as TrustPageSlug, doc.id)
  editor = await editorHeaders(cmsUrl)
})

afterAll(async () => {
  await stack?.stop()
})

const sitePage = (path: string) => fetch(`${siteUrl}${path}`, { redirect: 'manual' })

async function documentAt(path: string): Promise<Document> {
  const response = await sitePage(path)
  expect(response.status, path).toBe(200)
  return new JSDOM(await response.text()).window.document
}

const saveTrustPage = (slug: TrustPageSlug, data: Record<string, unknown>, query = '') =>
  fetch(`${cmsUrl}/cms-api/trust-pages/${ids.get(slug) ?? ''}${query}`, {
    method: 'PATCH',
    headers: editor,
    body: JSON.stringify(data),
  })

/** The page's heading, once the site shows `expected` (the site hears of the save after it). */
const headingSoon = (path: string, expected: string | number) =>
  expect
    .poll(
      async () => {
        const response = await sitePage(path)
        if (response.status !== 200) return response.status
        const document = new JSDOM(await response.text()).window.document
        return document.querySelector('h1')?.textContent ?? ''
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBe(expected)

describe('the seeded trust pages on the site', () => {
  it.each(seedTrustPages)(
    '/$slug shows its title, description, canonical and date',
    async (seeded) => {
      const document = await documentAt(`/${seeded.slug}`)
      expect(document.querySelector('h1')?.textContent).toBe(seeded.title)
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
        seeded.description,
      )
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        `${siteUrl}/${seeded.slug}`,
      )
      const updated = document.querySelector('article time')
      expect(updated?.closest('p')?.textContent).toMatch(/^Last updated \d{1,2} \w{3} \d{4}$/)
      expect(Number.isNaN(Date.parse(updated?.getAttribute('datetime') ?? ''))).toBe(false)
      expect(document.querySelectorAll('.prose h2').length).toBeGreaterThan(1)
    },
  )

  it('are linked from the footer of every page', async () => {
    const document = await documentAt('/')
    const footerLinks = [...document.querySelectorAll('footer a')].map((link) =>
      link.getAttribute('href'),
    )
    for (const slug of TRUST_PAGE_SLUGS) expect(footerLinks).toContain(`/${slug}`)
  })
})

describe('an editor changes a trust page', () => {
  it('shows the published change on the site, and not a draft', async () => {
    const title = `About us ${uniqueSuffix()}`
    const published = await saveTrustPage('about', { title, _status: 'published' })
    expect(published.status).toBe(200)
    await headingSoon('/about', title)

    const draft = await saveTrustPage('about', { title: `Draft ${title}` }, '?draft=true')
    expect(draft.status).toBe(200)
    // Once a later change to another trust page shows, the site has heard of the draft's too.
    const marker = `Editorial standards ${uniqueSuffix()}`
    const later = await saveTrustPage('editorial-standards', {
      title: marker,
      _status: 'published',
    })
    expect(later.status).toBe(200)
    await headingSoon('/editorial-standards', marker)
    expect((await documentAt('/about')).querySelector('h1')?.textContent).toBe(title)
  })

  it('takes a page off the site while it is unpublished, and brings it back', async () => {
    const seeded = seedTrustPages.find((page) => page.slug === 'corrections-policy')
    expect((await saveTrustPage('corrections-policy', { _status: 'draft' })).status).toBe(200)
    await headingSoon('/corrections-policy', 404)
    expect((await saveTrustPage('corrections-policy', { _status: 'published' })).status).toBe(200)
    await headingSoon('/corrections-policy', seeded?.title ?? '')
  })

  it('refuses a slug the site has no route for', async () => {
    const response = await saveTrustPage('ai-policy', { slug: 'ai-policy-2' })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('The slug must be one of')
  })
})

describe('anonymous callers', () => {
  const anonymous = (path: string, method: string, body?: unknown) =>
    fetch(`${cmsUrl}/cms-api/trust-pages${path}`, {
      method,
      headers: JSON_HEADERS,
      body: body === undefined ? undefined : JSON.stringify(body),
    })

  it('may not create, change or delete a trust page', async () => {
    const id = ids.get('ai-policy') ?? ''
    const page = { title: 'Forged', slug: 'about', description: 'Forged.' }
    expect([401, 403]).toContain((await anonymous('', 'POST', page)).status)
    expect([401, 403]).toContain((await anonymous(`/${id}`, 'PATCH', { title: 'Forged' })).status)
    expect([401, 403]).toContain((await anonymous(`/${id}`, 'DELETE')).status)
    const document = await documentAt('/ai-policy')
    expect(document.querySelector('h1')?.textContent).not.toBe('Forged')
  })

  it('read published pages only, whatever they ask for', async () => {
    const draftTitle = `Unpublished ${uniqueSuffix()}`
    expect(
      (await saveTrustPage('editorial-standards', { title: draftTitle }, '?draft=true')).status,
    ).toBe(200)
    const id = ids.get('editorial-standards') ?? ''
    for (const query of ['', '?draft=true']) {
      const response = await anonymous(`/${id}${query}`, 'GET')
      expect(response.status).toBe(200)
      expect(await response.text()).not.toContain(draftTitle)
    }
  })
})

/** Slugs an attacker might try: SQL, paths, markup, control characters, sheer length. */
const HOSTILE_SLUGS = [
  "ai-policy' OR '1'='1",
  '../about',
  'about\u0000',
  '<script>alert(1)</script>',
  '__proto__',
  'ABOUT',
  'x'.repeat(3000),
]

describe('hostile addresses', () => {
  it.each(['/about-us', '/ai-policy-2', '/corrections-policy.php', '/editorial-standards/x'])(
    '%s is not found on the site',
    async (path) => {
      expect((await sitePage(path)).status).toBe(404)
    },
  )

  it('a hostile slug finds nothing in the CMS, and is never a server error', async () => {
    for (const slug of HOSTILE_SLUGS) {
      const query = new URLSearchParams({ 'where[slug][equals]': slug })
      const response = await fetch(`${cmsUrl}/cms-api/trust-pages?${query.toString()}`)
      expect(response.status, slug).toBeLessThan(500)
      if (response.ok)
        expect(((await response.json()) as { docs: unknown[] }).docs, slug).toEqual([])
    }
  })
})
