import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { REVALIDATE_PATH, REVALIDATE_SECRET_HEADER } from '@blockwise/shared'

import { freePort, stopService, type Service } from '../../scripts/lib/processes'
import { startSite } from '../../scripts/lib/stack'

import { PAGE_SOURCE, RENDER_BY_NEXT } from '../../frontend/src/lib/pageTemplates/selfRender'
import { SPECIMEN_MARK } from '../../frontend/src/lib/pageTemplates/specimenMark.mjs'
import { createArticle, createAuthor } from '../support/fixtures'
import { lexicalParagraphs } from '../support/lexical'
import { pageDifference } from '../support/pageDifference'
import { testPayload } from '../support/payload'

/**
 * A reader's article page filled in from templates (decision 0026) is, to a browser, the page
 * Next renders for the same article: the same HTML, and the same RSC payload once its rows are
 * read. Every published article is compared, with titles and bodies a template must escape.
 */
const cmsUrl = inject('cmsUrl')
let site: Service
let hostile: string
let authorId: string
let siteUrl: string
const IDENTITY = { 'accept-encoding': 'identity' }

async function published(): Promise<string[]> {
  const slugs: string[] = []
  for (let page = 1; ; page++) {
    const answer = await fetch(
      `${cmsUrl}/cms-api/articles?where[published][equals]=true&limit=100&page=${page}&depth=0&select[slug]=true`,
    )
    const { docs, hasNextPage } = (await answer.json()) as {
      docs: { slug: string }[]
      hasNextPage: boolean
    }
    slugs.push(...docs.map((doc) => doc.slug))
    if (!hasNextPage) return slugs
  }
}

beforeAll(async () => {
  const payload = await testPayload()
  const author = await createAuthor(payload)
  authorId = author.id
  const live = { published: true, publishedAt: new Date().toISOString() }
  const article = await createArticle(payload, author.id, {
    ...live,
    title: `$BTC "rallies" & <b>dips</b> it's ${Date.now()}`,
    excerpt: '$100k? </script><script>alert(1)</script> & more',
    content: lexicalParagraphs(
      `A body with "quotes", <angle> & a dollar: $5. ${'Long. '.repeat(400)}`,
    ),
  })
  hostile = article.slug
  const sitePort = await freePort()
  site = await startSite({ sitePort, cmsUrl, dataDir: inject('dataDir'), quiet: true })
  siteUrl = `http://127.0.0.1:${sitePort}`
}, 120_000)

afterAll(() => stopService(site))

describe('article page templates', () => {
  it('make every published article page as Next renders it', async () => {
    const slugs = await published()
    let filled = 0
    for (const slug of slugs) {
      const path = `${siteUrl}/articles/${slug}`
      const byNext = await fetch(path, { headers: { ...IDENTITY, [RENDER_BY_NEXT]: 'next' } })
      const answer = await fetch(`${path}?from=template`, { headers: IDENTITY })
      expect([answer.status, byNext.status]).toEqual([200, 200])
      if (answer.headers.get(PAGE_SOURCE) === 'template') filled++
      else expect(slug).not.toBe(hostile)
      expect(pageDifference(await answer.text(), await byNext.text()), slug).toBeNull()
    }
    // Pages with coin mentions, tool embeds or a lesson bar are Next's; most are not.
    expect(filled).toBeGreaterThan(slugs.length / 2)
  })

  it('keeps the page of an article no one published, and a specimen, from readers', async () => {
    for (const slug of ['no-such-article-here', `${SPECIMEN_MARK}abcdefghij1q`]) {
      const answer = await fetch(`${siteUrl}/articles/${slug}`, { headers: IDENTITY })
      expect(answer.status).toBe(404)
      expect(answer.headers.get(PAGE_SOURCE)).toBeNull()
    }
  })

  it('link a new glossary term on filled pages once the site hears the glossary changed', async () => {
    const payload = await testPayload()
    const word = `Zorblax${Date.now()}`
    const { slug } = await createArticle(payload, authorId, {
      published: true,
      publishedAt: new Date().toISOString(),
      content: lexicalParagraphs(`Readers meet ${word} in this article.`),
    })
    // A query of its own per read: no page answered before comes back from the site's caches.
    let read = 0
    const page = async () => {
      const answer = await fetch(`${siteUrl}/articles/${slug}?read=${++read}`, {
        headers: IDENTITY,
      })
      expect(answer.headers.get(PAGE_SOURCE)).toBe('template')
      return answer.text()
    }
    const linked = /class="glossary-term"[^>]*>Zorblax/
    expect(await page()).not.toMatch(linked)
    const term = await payload.create({
      collection: 'glossary',
      data: { term: word, slug: '', shortDefinition: 'A word no article had before.' },
    })
    try {
      const secret = await readFile(path.join(inject('dataDir'), 'revalidate-secret'), 'utf8')
      const told = await fetch(`${siteUrl}${REVALIDATE_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [REVALIDATE_SECRET_HEADER]: secret.trim() },
        body: JSON.stringify({ tags: ['glossary'] }),
      })
      expect(told.status).toBe(200)
      expect(await page()).toMatch(linked)
    } finally {
      await payload.delete({ collection: 'glossary', id: term.id })
    }
  })
})
