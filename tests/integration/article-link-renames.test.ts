import { sql } from '@payloadcms/db-postgres'
import { createLocalReq } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import * as storedHtmlAsReadersSeeIt from '../../cms/src/migrations/20261202_041000_stored_html_as_readers_see_it'

import { createArticle, createAuthor } from '../support/fixtures'
import {
  lexicalDocument as content,
  lexicalInternalLink as internalLink,
  lexicalParagraph as paragraph,
} from '../support/lexical'
import { testPayload } from '../support/payload'

/** Renaming an article re-points every internal link to it at its new page. */
let authorId = ''

beforeAll(async () => {
  authorId = (await createAuthor(await testPayload())).id
})

const published = { published: true, publishedAt: new Date().toISOString() }
const linkingTo = (id: string) => ({ content: content(paragraph(internalLink('articles', id))) })

describe('renaming a linked article', () => {
  it('re-renders the articles linking to it, and only those', async () => {
    const payload = await testPayload()
    const target = await createArticle(payload, authorId, published)
    const first = await createArticle(payload, authorId, linkingTo(target.id))
    const second = await createArticle(payload, authorId, linkingTo(target.id))
    const bystander = await createArticle(payload, authorId)
    const newSlug = `${target.slug}-renamed`

    await payload.update({ collection: 'articles', id: target.id, data: { slug: newSlug } })

    for (const linking of [first, second]) {
      const { contentHtml } = await payload.findByID({ collection: 'articles', id: linking.id })
      expect(contentHtml).toContain(`href="/articles/${newSlug}"`)
      expect(contentHtml).not.toContain(`href="/articles/${target.slug}"`)
    }
    const untouched = await payload.findByID({ collection: 'articles', id: bystander.id })
    expect(untouched.updatedAt).toBe(bystander.updatedAt)
  })

  it('links an article only while readers can open it: the stored HTML is what readers get', async () => {
    const payload = await testPayload()
    const target = await createArticle(payload, authorId)
    const linking = await createArticle(payload, authorId, linkingTo(target.id))
    const storedHtml = async () =>
      (await payload.findByID({ collection: 'articles', id: linking.id })).contentHtml
    expect(await storedHtml()).not.toContain('href=')

    await payload.update({ collection: 'articles', id: target.id, data: published })
    expect(await storedHtml()).toContain(`href="/articles/${target.slug}"`)

    await payload.update({ collection: 'articles', id: target.id, data: { published: false } })
    expect(await storedHtml()).not.toContain('href=')
  })
})

describe('the migration to stored HTML as readers see it', () => {
  it('renders again the bodies that linked to an article readers cannot open, and sanitises every body', async () => {
    const payload = await testPayload()
    const hidden = await createArticle(payload, authorId)
    const linking = await createArticle(payload, authorId, linkingTo(hidden.id))
    const other = await createArticle(payload, authorId)
    const linkedBefore = `<p><a href="/articles/${hidden.slug}">the other article</a></p>`
    const unsafeBefore = '<p onclick="steal()">Hi</p><script>steal()</script>'
    const store = (id: string, html: string) =>
      payload.db.drizzle.execute(sql`UPDATE articles SET content_html = ${html} WHERE id = ${id}`)
    await store(linking.id, linkedBefore)
    await store(other.id, unsafeBefore)

    const req = await createLocalReq({}, payload)
    await storedHtmlAsReadersSeeIt.up({ db: payload.db.drizzle, payload, req })

    const stored = async (id: string) =>
      (await payload.findByID({ collection: 'articles', id })).contentHtml
    expect(await stored(linking.id)).toBe('<p>the other article</p>')
    expect(await stored(other.id)).toBe('<p>Hi</p>')
  })
})
