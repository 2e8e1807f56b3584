import { beforeAll, describe, expect, it } from 'vitest'

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

const linkingTo = (id: string) => ({ content: content(paragraph(internalLink('articles', id))) })

describe('renaming a linked article', () => {
  it('re-renders the articles linking to it, and only those', async () => {
    const payload = await testPayload()
    const target = await createArticle(payload, authorId)
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
})
