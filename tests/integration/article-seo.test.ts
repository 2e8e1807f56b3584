import { JSDOM } from 'jsdom'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { articleReadingSchema, articleSchema, type ArticleSeo } from '@blockwise/shared'

import {
  articleData,
  createAuthor,
  fieldMessages,
  restCreateArticle,
  restUpdateArticle,
  uniqueSuffix,
} from '../support/fixtures'
import { uploadPng } from '../support/mediaUpload'
import { testPayload } from '../support/payload'
import { startSiteWithItsCms, type SiteWithItsCms } from '../support/siteWithItsCms'
import { editorHeaders } from '../support/staff'

/**
 * An article's SEO and social fields (docs/product.md#article-seo) set by an editor through the
 * CMS's REST API, as readers' pages (their head), the sitemap, the og-image and the contract show
 * them; and hostile values refused with a 400 that changes nothing.
 */
let stack: SiteWithItsCms | undefined
let siteUrl = ''
let cmsUrl = ''
let editor: Record<string, string> = {}
let authorId = ''
let socialImageId = ''
const created: string[] = []

const CANONICAL = 'https://partner.example/markets/original-story?ref=blockwise'
const CANONICAL_INVALID =
  'Canonical URL must be an absolute https:// address, e.g. https://example.com/original-story'

beforeAll(async () => {
  const payload = await testPayload()
  authorId = (await createAuthor(payload)).id
  stack = await startSiteWithItsCms()
  ;({ cmsUrl, siteUrl } = stack)
  editor = await editorHeaders(cmsUrl)
  // Pure red: the og-image of an article showing it is red too, the placeholder is not.
  const red = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: '#ff0000' },
  })
    .png()
    .toBuffer()
  socialImageId = (
    await uploadPng(cmsUrl, editor.authorization ?? '', red, `social-${uniqueSuffix()}.png`)
  ).id
}, 180_000)

afterAll(async () => {
  for (const id of created)
    await fetch(`${cmsUrl}/cms-api/articles/${id}`, { method: 'DELETE', headers: editor })
  await stack?.stop()
})

/** A published article created through the REST API as the editor, with `seo` when given. */
async function publishedArticle(seo?: Partial<ArticleSeo> & { socialImage?: string }) {
  const { status, body } = await restCreateArticle(
    cmsUrl,
    editor,
    articleData(authorId, {
      published: true,
      publishedAt: new Date().toISOString(),
      excerpt: 'The excerpt says what the article is about.',
      ...(seo && { seo }),
    }),
  )
  expect(status, JSON.stringify(body)).toBe(201)
  const doc = body.doc!
  created.push(doc.id)
  return { id: doc.id, slug: doc.slug }
}

/** The head of the article's page as a reader gets it now (a query of its own: no cached copy). */
let reads = 0
async function headOf(slug: string) {
  const answer = await fetch(`${siteUrl}/articles/${slug}?read=${++reads}`)
  expect(answer.status).toBe(200)
  const { document } = new JSDOM(await answer.text()).window
  const meta = (selector: string) =>
    document.querySelector(`meta[${selector}]`)?.getAttribute('content') ?? null
  return {
    description: meta('name="description"'),
    ogTitle: meta('property="og:title"'),
    twitterTitle: meta('name="twitter:title"'),
    ogImage: meta('property="og:image"'),
    twitterImage: meta('name="twitter:image"'),
    robots: meta('name="robots"'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
  }
}

async function sitemapSlugs(): Promise<string> {
  const answer = await fetch(`${siteUrl}/sitemaps/articles-1.xml?read=${++reads}`)
  expect(answer.status).toBe(200)
  return answer.text()
}

/** The article's `seo` as the contract answers a reader: its own call, and the page's one read. */
async function contractSeo(slug: string) {
  const single = articleSchema.parse(await (await fetch(`${cmsUrl}/api/articles/${slug}`)).json())
  const reading = articleReadingSchema.parse(
    await (await fetch(`${cmsUrl}/api/articles/${slug}/reading`)).json(),
  )
  expect(reading.article.seo).toEqual(single.seo)
  return single.seo
}

/** The article's latest version as an editor reads it through REST. */
async function storedSeo(id: string) {
  const answer = await fetch(`${cmsUrl}/cms-api/articles/${id}?draft=true&depth=0`, {
    headers: editor,
  })
  return ((await answer.json()) as { seo?: Record<string, unknown> }).seo
}

describe("an article's SEO and social fields, set by an editor", () => {
  it('fill its page’s head, its og-image and its contract answer; noindex takes it out of the sitemap', async () => {
    const plain = await publishedArticle()
    const tuned = await publishedArticle({
      description: 'The editor’s own "description" & summary.',
      socialTitle: 'Shared under this title',
      socialImage: socialImageId,
      canonicalUrl: `  ${CANONICAL}#section  `,
      noindex: true,
    })

    const head = await headOf(tuned.slug)
    expect(head.description).toBe('The editor’s own "description" & summary.')
    expect(head.ogTitle).toBe('Shared under this title')
    expect(head.twitterTitle).toBe('Shared under this title')
    // Stored as pages write it: trimmed, without its fragment.
    expect(head.canonical).toBe(CANONICAL)
    expect(head.robots).toBe('noindex')
    expect(head.ogImage).toContain(`/api/articles/${tuned.slug}/og-image`)
    expect(head.twitterImage).toContain(`/api/articles/${tuned.slug}/og-image`)

    const plainHead = await headOf(plain.slug)
    expect(plainHead.description).toBe('The excerpt says what the article is about.')
    expect(plainHead.canonical).toMatch(new RegExp(`/articles/${plain.slug}$`))
    expect(plainHead.robots).toBeNull()

    // The og-image crops the social image: red all over, where the placeholder is indigo.
    const ogImage = await fetch(`${cmsUrl}/api/articles/${tuned.slug}/og-image`)
    expect(ogImage.status).toBe(200)
    const { channels } = await sharp(Buffer.from(await ogImage.arrayBuffer())).stats()
    expect(channels[0]!.mean).toBeGreaterThan(200)
    expect(channels[2]!.mean).toBeLessThan(60)

    expect(await contractSeo(tuned.slug)).toEqual({
      description: 'The editor’s own "description" & summary.',
      socialTitle: 'Shared under this title',
      socialImage: expect.stringMatching(/^\/cms-api\/media\/file\/social-.+\.png$/) as string,
      canonicalUrl: CANONICAL,
      noindex: true,
    })
    expect(await contractSeo(plain.slug)).toEqual({
      description: null,
      socialTitle: null,
      socialImage: null,
      canonicalUrl: null,
      noindex: false,
    })

    const sitemap = await sitemapSlugs()
    expect(sitemap).toContain(`/articles/${plain.slug}<`)
    expect(sitemap).not.toContain(`/articles/${tuned.slug}<`)
  })

  it('back to empty, the page and the sitemap are as before', async () => {
    const tuned = await publishedArticle({
      description: 'Said otherwise.',
      canonicalUrl: CANONICAL,
      noindex: true,
    })
    const cleared = await restUpdateArticle(cmsUrl, editor, tuned.id, {
      seo: { description: '', canonicalUrl: '', noindex: false },
    })
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200)
    await expect.poll(async () => (await headOf(tuned.slug)).robots, { timeout: 15_000 }).toBeNull()
    const head = await headOf(tuned.slug)
    expect(head.description).toBe('The excerpt says what the article is about.')
    expect(head.canonical).toMatch(new RegExp(`/articles/${tuned.slug}$`))
    await expect
      .poll(async () => (await sitemapSlugs()).includes(`/articles/${tuned.slug}<`), {
        timeout: 15_000,
      })
      .toBe(true)
  })
})

describe('hostile SEO values', () => {
  const HOSTILE: [string, Record<string, unknown>, string][] = [
    ['a javascript: canonical URL', { canonicalUrl: 'javascript:alert(1)' }, CANONICAL_INVALID],
    [
      'an http:// canonical URL',
      { canonicalUrl: 'http://partner.example/story' },
      CANONICAL_INVALID,
    ],
    [
      'a 10 KB description',
      { description: 'x'.repeat(10_240) },
      'Meta description must be 300 characters or less (it has 10240)',
    ],
  ]

  it.each(HOSTILE)('%s is a 400 that changes nothing', async (_case, seo, message) => {
    const article = await publishedArticle({ description: 'Kept as it was.' })
    const before = await storedSeo(article.id)
    const refused = await restUpdateArticle(cmsUrl, editor, article.id, { seo })
    expect(refused.status).toBe(400)
    expect(fieldMessages(refused.body)).toContain(message)
    expect(await storedSeo(article.id)).toEqual(before)
    expect((await contractSeo(article.slug)).description).toBe('Kept as it was.')
  })

  it.each(HOSTILE)(
    '%s refuses a new article, which is not created',
    async (_case, seo, message) => {
      const title = `Refused SEO ${uniqueSuffix()}`
      const refused = await restCreateArticle(
        cmsUrl,
        editor,
        articleData(authorId, { title, published: true, seo }),
      )
      expect(refused.status).toBe(400)
      expect(fieldMessages(refused.body)).toContain(message)
      const payload = await testPayload()
      const { totalDocs } = await payload.count({
        collection: 'articles',
        where: { title: { equals: title } },
      })
      expect(totalDocs).toBe(0)
    },
  )
})
