import { describe, expect, it } from 'vitest'
import type { Metadata } from 'next'

import type { Article } from '@blockwise/shared'

import { escapeHtml } from '../../../../lib/pageTemplates/pageTemplate'

import { articleMetadata } from './articleMetadata'
import type { ArticlePageContent } from './articlePageData'
import { articlePageAsNextWrites, filledArticlePages } from './articlePages.fixture'
import { testArticle } from './testArticle.fixture'

const ORIGIN = 'https://blockwise.test'

/** An address as Next writes it in the head: resolved against metadataBase, a bare origin as is. */
function asNextWrites(address: string): string {
  const url = URL.canParse(address) ? new URL(address) : new URL(address, ORIGIN)
  return url.pathname === '/' && url.search === '' ? url.origin : url.href
}

/** The head tags Next writes for what the article's metadata says of search and social cards. */
function headTags(metadata: Metadata): [string, Record<string, string>][] {
  const canonical = metadata.alternates?.canonical
  if (typeof canonical !== 'string') throw new Error('An article page names its canonical address')
  const robots = metadata.robots
  const openGraph = metadata.openGraph as { title: string }
  const twitter = metadata.twitter as { title: string }
  return [
    ['meta', { name: 'description', content: String(metadata.description) }],
    ...(robots && typeof robots === 'object'
      ? [['meta', { name: 'robots', content: robots.index === false ? 'noindex' : 'index' }]]
      : []),
    ['link', { rel: 'canonical', href: asNextWrites(canonical) }],
    ['meta', { property: 'og:title', content: openGraph.title }],
    ['meta', { name: 'twitter:title', content: twitter.title }],
  ] as [string, Record<string, string>][]
}

const attributes = (props: Record<string, string>) =>
  Object.entries(props)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('')

/**
 * An article page as Next writes its head's search and social tags, its title and body, and its
 * Read More cards.
 */
function articlePageHtml(content: ArticlePageContent): string {
  const { article } = content
  const tags = headTags(articleMetadata(article, content.authors[article.authorId], false))
  return articlePageAsNextWrites(
    content,
    {
      html: tags.map(([tag, props]) => `<${tag}${attributes(props)}/>`).join(''),
      flight: tags.map(([tag, props]) => ['$', tag, null, props]),
    },
    { html: `<p>${article.content}</p>`, flight: [] },
  )
}

/** Fills each article's page from templates, expecting it to be the page Next writes for it. */
const filledPages = (articles: Article[]) => filledArticlePages(articles, articlePageHtml)

describe("article pages filled from templates carry their own article's head", () => {
  it('asks search engines not to index only the article whose editor checked noindex', async () => {
    const { pages, rendered } = await filledPages([
      testArticle('hidden-one', { noindex: true }),
      testArticle('listed-one', {}),
      testArticle('hidden-two', { noindex: true }),
      testArticle('listed-two', {}),
    ])
    const robots = '<meta name="robots" content="noindex"/>'
    expect(pages.get('hidden-one')).toContain(robots)
    expect(pages.get('hidden-two')).toContain(robots)
    expect(pages.get('listed-one')).not.toContain('name="robots"')
    expect(pages.get('listed-two')).not.toContain('name="robots"')
    // Two specimens for each of the two shapes; the later pages came from their templates.
    expect(rendered).toHaveLength(4)
  })

  it("links each syndicated article's own original as canonical, and others to themselves", async () => {
    const first = 'https://partner.example/markets/original-story?ref=a&b=1'
    const second = 'https://other.example'
    const { pages } = await filledPages([
      testArticle('syndicated-one', { canonicalUrl: first }),
      testArticle('own-one', {}),
      testArticle('syndicated-two', { canonicalUrl: second }),
      testArticle('own-two', {}),
    ])
    const canonical = (href: string) => `<link rel="canonical" href="${escapeHtml(href)}"/>`
    expect(pages.get('syndicated-one')).toContain(canonical(first))
    expect(pages.get('syndicated-two')).toContain(canonical(second))
    expect(pages.get('own-one')).toContain(canonical(`${ORIGIN}/articles/own-one`))
    expect(pages.get('own-two')).toContain(canonical(`${ORIGIN}/articles/own-two`))
  })

  it('describes and titles each article for search and social cards by its own texts', async () => {
    const { pages } = await filledPages([
      testArticle('described-one', {
        description: 'First & "best" <summary>',
        socialTitle: 'Shared one',
      }),
      testArticle('described-two', { description: 'Second summary', socialTitle: 'Shared two' }),
      testArticle('plain-one', {}),
    ])
    const one = pages.get('described-one')
    expect(one).toContain(
      `<meta name="description" content="${escapeHtml('First & "best" <summary>')}"/>`,
    )
    expect(one).toContain('<meta property="og:title" content="Shared one"/>')
    expect(one).toContain('<meta name="twitter:title" content="Shared one"/>')
    expect(pages.get('described-two')).toContain(
      '<meta name="description" content="Second summary"/>',
    )
    expect(pages.get('plain-one')).toContain(
      '<meta name="description" content="What plain-one is about."/>',
    )
    expect(pages.get('plain-one')).toContain(
      '<meta property="og:title" content="The story of plain-one"/>',
    )
  })
})
