import { beforeEach, describe, expect, it, vi } from 'vitest'

import type { ArticleSummary, Author } from '@blockwise/shared'

import type { ArchiveSource } from '../archivePage'

import { archiveFeed } from './archiveFeed'
import { articleFeed } from './articleFeed'

const cms = vi.hoisted(() => ({ getPublishedArticles: vi.fn<() => Promise<ArticleSummary[]>>() }))

vi.mock('@/env', () => ({ siteUrl: () => 'https://blockwise.test' }))
vi.mock('@/lib/cms/articles', () => cms)
vi.mock('@/lib/cms/authors', () => ({
  getAuthorsById: () =>
    Promise.resolve(new Map([['w1', { id: 'w1', name: 'Raj Patel' } as Author]])),
}))
vi.mock('@/lib/cms/siteSettings', () => ({
  getSiteSettings: () => Promise.resolve({ siteName: 'Blockwise', tagline: 'Crypto, explained.' }),
}))

const halving = {
  id: 'a1',
  title: 'The halving, explained',
  slug: 'the-halving-explained',
  excerpt: 'What changes & what does not.',
  authorId: 'w1',
  tags: ['Bitcoin'],
  publishedAt: '2026-11-19T08:00:00.000Z',
  createdAt: '2026-11-18T08:00:00.000Z',
} as ArticleSummary

const tags: ArchiveSource<{ name: string }> = {
  kind: 'tags',
  find: vi.fn((slug: string) =>
    Promise.resolve(slug === 'bitcoin' ? { name: 'Bitcoin & sats' } : null),
  ),
  filterOf: (slug) => ({ tag: slug }),
}

beforeEach(() => {
  vi.clearAllMocks()
  cms.getPublishedArticles.mockResolvedValue([halving])
})

const channelOf = (xml: string) => xml.slice(0, xml.indexOf('<item>'))

describe('the feeds of the whole site and of its sections', () => {
  it('keep their titles, links and lists', async () => {
    const site = await (await articleFeed()).text()
    expect(channelOf(site)).toContain('<title>Blockwise</title>')
    expect(channelOf(site)).toContain('<link>https://blockwise.test/</link>')
    const news = await (await articleFeed('news', '/news')).text()
    expect(channelOf(news)).toContain('<title>Blockwise: news</title>')
    expect(channelOf(news)).toContain('href="https://blockwise.test/news/rss.xml"')
    expect(cms.getPublishedArticles.mock.calls).toEqual([
      [{ limit: 50 }],
      [{ articleType: 'news', limit: 50 }],
    ])
  })
})

describe("a tag's or an author's feed", () => {
  it("lists the subject's newest published articles, titled with its name, linking its page", async () => {
    const answer = await archiveFeed(tags, 'bitcoin')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    const xml = await answer.text()
    const channel = channelOf(xml)
    expect(channel).toContain('<title>Blockwise: Bitcoin &amp; sats</title>')
    expect(channel).toContain('<link>https://blockwise.test/tags/bitcoin</link>')
    expect(channel).toContain('href="https://blockwise.test/tags/bitcoin/rss.xml" rel="self"')
    expect(xml).toContain('<link>https://blockwise.test/articles/the-halving-explained</link>')
    expect(xml).toContain('<category>Bitcoin</category>')
    expect(cms.getPublishedArticles).toHaveBeenCalledWith({ tag: 'bitcoin', limit: 50 })
  })

  it('is a short plain-text 404 for a slug no subject has', async () => {
    const answer = await archiveFeed(tags, 'no-such-tag')
    expect(answer.status).toBe(404)
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await answer.text()).toBe('Feed not found')
    expect(cms.getPublishedArticles).not.toHaveBeenCalled()
  })

  it.each(['Bitcoin', '..', 'a..b', '\u0000', 'bit coin', '-bitcoin', 'a'.repeat(201)])(
    'is a 404 for %j, which is no slug, without asking the CMS',
    async (slug) => {
      const answer = await archiveFeed(tags, slug)
      expect(answer.status).toBe(404)
      expect(await answer.text()).toBe('Feed not found')
      expect(tags.find).not.toHaveBeenCalled()
    },
  )
})

describe('the item of an article corrected or updated since it was published', () => {
  const corrected = {
    ...halving,
    id: 'a2',
    slug: 'the-fee-story',
    lastSubstantiveUpdate: '2026-12-03T09:30:00.000Z',
  } as ArticleSummary
  const itemOf = (xml: string, slug: string) =>
    xml
      .split('<item>')
      .slice(1)
      .find((item) => item.includes(`/articles/${slug}</link>`)) ?? ''

  it('says when it was updated, in its description and as Atom’s updated, keeping its pubDate', async () => {
    cms.getPublishedArticles.mockResolvedValue([corrected, halving])
    const xml = await (await articleFeed()).text()
    const item = itemOf(xml, 'the-fee-story')
    expect(item).toContain(
      'What changes & what does not.\n\nUpdated 3 Dec 2026: the corrections and updates are at the end of the article.',
    )
    expect(item).toContain('<atom:updated>2026-12-03T09:30:00.000Z</atom:updated>')
    expect(item).toContain('<pubDate>Thu, 19 Nov 2026 08:00:00 GMT</pubDate>')
    expect(xml).toContain('xmlns:atom="http://www.w3.org/2005/Atom"')
  })

  it('leaves an article that has not changed as it was', async () => {
    cms.getPublishedArticles.mockResolvedValue([corrected, halving])
    const item = itemOf(await (await articleFeed()).text(), 'the-halving-explained')
    expect(item).toContain('<description><![CDATA[What changes & what does not.]]></description>')
    expect(item).not.toContain('Updated')
    expect(item).not.toContain('atom:updated')
  })
})
