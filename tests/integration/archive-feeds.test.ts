import { get } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { changeArticle } from '../support/articleEdits'
import { articleData, createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { testPayload } from '../support/payload'
import { startSiteWithItsCms, type SiteWithItsCms } from '../support/siteWithItsCms'
import { editorHeaders } from '../support/staff'

/**
 * A tag's and an author's RSS feeds (`/tags/{slug}/rss.xml`, `/authors/{slug}/rss.xml`) through
 * the real site: their items, their not-found answers, the links their pages carry, and an
 * editor's publish, re-tag and unpublish reaching them through the CMS's webhook.
 */
let stack: SiteWithItsCms | undefined
let siteUrl = ''
let cmsUrl = ''
let editor: Record<string, string> = {}
let authorId = ''
let authorName = ''
let authorSlug = ''
const tags: Record<'followed' | 'other', { id: string; name: string; slug: string }> = {
  followed: { id: '', name: '', slug: '' },
  other: { id: '', name: '', slug: '' },
}
/** Links of the articles made before the site started: tagged, and by the author but untagged. */
let taggedLink = ''
let untaggedLink = ''

beforeAll(async () => {
  const payload = await testPayload()
  const stamp = uniqueSuffix()
  const author = await createAuthor(payload, { name: `Feed Writer ${stamp}` })
  ;[authorId, authorName, authorSlug] = [author.id, author.name, author.slug]
  for (const key of ['followed', 'other'] as const) {
    const tag = await payload.create({
      collection: 'tags',
      data: { name: `Feed ${key} ${stamp}`, slug: '', count: 0 },
    })
    tags[key] = { id: tag.id, name: tag.name, slug: tag.slug }
  }
  const [tagged, untagged] = [
    await createArticle(payload, authorId, { published: true, tags: [tags.followed.id] }),
    await createArticle(payload, authorId, { published: true }),
  ]
  stack = await startSiteWithItsCms()
  ;({ cmsUrl, siteUrl } = stack)
  taggedLink = `${siteUrl}/articles/${tagged.slug}`
  untaggedLink = `${siteUrl}/articles/${untagged.slug}`
  editor = await editorHeaders(cmsUrl)
}, 180_000)

afterAll(() => stack?.stop())

const tagFeed = (slug: string) => `/tags/${slug}/rss.xml`
const authorFeed = (slug: string) => `/authors/${slug}/rss.xml`

/** The feed at `path`: its answer, its channel's title and link, and its items' links. */
async function readFeed(path: string) {
  const response = await fetch(`${siteUrl}${path}`)
  const xml = await response.text()
  const firstItem = xml.indexOf('<item>')
  const channel = firstItem < 0 ? xml : xml.slice(0, firstItem)
  return {
    response,
    title: /<title>([^<]*)<\/title>/.exec(channel)?.[1],
    link: /<link>([^<]*)<\/link>/.exec(channel)?.[1],
    items: [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map(([, link]) => link),
  }
}

const itemsOf = async (path: string) => (await readFeed(path)).items

/** The `<link>` elements of the HTML at `path`, each as its attributes. */
async function linkElements(path: string): Promise<Record<string, string>[]> {
  const html = await (await fetch(`${siteUrl}${path}`)).text()
  return [...html.matchAll(/<link\s([^>]*?)\/?>/g)].map(([, attributes = '']) => {
    const pairs = [...attributes.matchAll(/([a-z-]+)="([^"]*)"/g)]
    return Object.fromEntries(
      pairs.map(([, name = '', value = '']): [string, string] => [name, value]),
    )
  })
}

describe("a tag's and an author's feeds", () => {
  it("list the tag's published articles, titled with its name and linking its page", async () => {
    const feed = await readFeed(tagFeed(tags.followed.slug))
    expect(feed.response.status).toBe(200)
    expect(feed.response.headers.get('content-type')).toContain('application/rss+xml')
    expect(feed.title).toBe(`Blockwise: ${tags.followed.name}`)
    expect(feed.link).toBe(`${siteUrl}/tags/${tags.followed.slug}`)
    expect(feed.items).toEqual([taggedLink])
  })

  it("list the author's published articles, titled with their name and linking their page", async () => {
    const feed = await readFeed(authorFeed(authorSlug))
    expect(feed.response.status).toBe(200)
    expect(feed.title).toBe(`Blockwise: ${authorName}`)
    expect(feed.link).toBe(`${siteUrl}/authors/${authorSlug}`)
    expect([...feed.items].sort()).toEqual([taggedLink, untaggedLink].sort())
  })

  it('are kept by the edge like every feed, under the keys every publication purges', async () => {
    for (const path of [tagFeed(tags.followed.slug), authorFeed(authorSlug)]) {
      const { response } = await readFeed(path)
      expect(response.headers.get('surrogate-key'), path).toBe('list-feeds site-pages')
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=0, s-maxage=1')
    }
  })

  it('answer an unknown or malformed slug with a short 404, never a 500 or an HTML page', async () => {
    const missing = [
      tagFeed(`no-such-tag-${uniqueSuffix()}`),
      authorFeed(`no-such-author-${uniqueSuffix()}`),
      tagFeed('a'.repeat(5000)),
      authorFeed('a'.repeat(201)),
      tagFeed('%00'),
      authorFeed('%00bitcoin'),
      tagFeed('a..b'),
      tagFeed('bit%20coin'),
      // Sent to its lower-case address first (308), where no tag is.
      tagFeed(`NO-SUCH-TAG-${uniqueSuffix()}`),
      authorFeed(`No-Such-Author-${uniqueSuffix()}`),
    ]
    for (const path of missing) {
      const response = await fetch(`${siteUrl}${path}`)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type'), path).toMatch(/^text\/plain/)
      expect(await response.text(), path).toBe('Feed not found')
    }
  })

  it('send an upper-case address to the feed at its lower-case one, and refuse a dot segment', async () => {
    const upper = await fetch(`${siteUrl}/TAGS/${tags.followed.slug.toUpperCase()}/RSS.XML`, {
      redirect: 'manual',
    })
    expect(upper.status).toBe(308)
    expect(upper.headers.get('location')).toBe(tagFeed(tags.followed.slug))
    for (const path of ['/tags/%2e%2e/rss.xml', '/authors/..%2f..%2fapi/rss.xml']) {
      expect(await statusOfRawPath(siteUrl, path), path).toBe(400)
    }
  })

  it('are linked from every page of the tag and the author, in the head and near the heading', async () => {
    const pages = [
      [`/tags/${tags.followed.slug}`, tagFeed(tags.followed.slug), tags.followed.name],
      [`/authors/${authorSlug}`, authorFeed(authorSlug), authorName],
    ]
    for (const [page, feed, name] of pages) {
      const alternates = (await linkElements(page!)).filter(
        (link) => link.rel === 'alternate' && link.type === 'application/rss+xml',
      )
      expect(alternates, page).toEqual([
        expect.objectContaining({ title: `Blockwise: ${name}`, href: `${siteUrl}${feed}` }),
      ])
      const html = await (await fetch(`${siteUrl}${page}`)).text()
      expect(html, page).toMatch(new RegExp(`<a [^>]*href="${feed}"[^>]*>RSS feed</a>`))
    }
  })

  it('show an article once it is published, and drop it when re-tagged or unpublished', async () => {
    const followed = tagFeed(tags.followed.slug)
    const other = tagFeed(tags.other.slug)
    const byAuthor = authorFeed(authorSlug)
    // Read once before the change: what the caches keep must not outlive it.
    expect(await itemsOf(followed)).toEqual([taggedLink])
    expect(await itemsOf(other)).toEqual([])

    const created = await fetch(`${cmsUrl}/cms-api/articles`, {
      method: 'POST',
      headers: editor,
      body: JSON.stringify(articleData(authorId, { published: true, tags: [tags.followed.id] })),
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: string; slug: string } }
    const link = `${siteUrl}/articles/${doc.slug}`
    const poll = { timeout: 15_000, interval: 200 }
    await expect.poll(() => itemsOf(followed), poll).toContain(link)
    expect((await itemsOf(followed))[0]).toBe(link)
    await expect.poll(() => itemsOf(byAuthor), poll).toContain(link)

    await changeArticle(cmsUrl, editor, doc.id, { tags: [tags.other.id] })
    await expect.poll(() => itemsOf(followed), poll).not.toContain(link)
    await expect.poll(() => itemsOf(other), poll).toContain(link)

    await changeArticle(cmsUrl, editor, doc.id, { published: false })
    await expect.poll(() => itemsOf(other), poll).not.toContain(link)
    await expect.poll(() => itemsOf(byAuthor), poll).not.toContain(link)
  })
})

/** The status of a GET of `path` sent as written: fetch would resolve its dot segments first. */
function statusOfRawPath(origin: string, path: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin)
    get({ hostname, port, path }, (answer) => {
      answer.resume()
      resolve(answer.statusCode)
    }).on('error', reject)
  })
}
