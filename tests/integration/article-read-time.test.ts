import { describe, expect, inject, it } from 'vitest'

import { articleData } from '../support/fixtures'
import { lexicalParagraphs, words } from '../support/lexical'
import { adminArticleSaves } from '../support/adminArticleSaves'

/**
 * docs/product.md (Article `readTime`): the read time follows the body, 200 words a minute, on
 * every save that changes it (before: the admin sends every field back, so the 1 minute the first
 * autosave derived stayed on a 753-word article); a read time the writer typed stays until they
 * empty the field. The saves go through REST as the admin sends them: the whole form each time.
 */
const cmsUrl = inject('cmsUrl')
const { send, newDraft, autosave, publish, authorId } = adminArticleSaves(cmsUrl)

/** The admin's form with a body of `count` words and the read time it shows. */
const form = (title: string, count: number, readTime: number | null) =>
  articleData(authorId(), { title, content: lexicalParagraphs(words(count)), readTime })

describe("an article's read time", () => {
  it('follows the body from the first autosave to the publish and after', async () => {
    const id = await newDraft()
    const title = 'Read time follows the body'
    // The first autosave: the field is still empty, the body a sentence.
    const first = await autosave(id, form(title, 12, null))
    expect(first.readTime).toBe(1)
    // Each later autosave sends back what the previous one answered.
    const written = await autosave(id, form(title, 753, first.readTime))
    expect(written.readTime).toBe(4)
    const live = await publish(id, form(title, 1001, written.readTime))
    expect(live.readTime).toBe(6)
    expect(live.published).toBe(true)
    // A draft of the live article, then its publish.
    expect((await autosave(id, form(title, 400, live.readTime))).readTime).toBe(2)
    expect((await publish(id, form(title, 401, 2))).readTime).toBe(3)
    const reader = await fetch(`${cmsUrl}/api/articles/${live.slug}`)
    expect(((await reader.json()) as { readTime: number }).readTime).toBe(3)
  })

  it('follows a body changed through the API alone', async () => {
    const id = await newDraft()
    await autosave(id, form('Read time over the API', 12, null))
    const saved = await send('PATCH', `/articles/${id}?draft=true&depth=0`, {
      content: lexicalParagraphs(words(753)),
    })
    expect(saved.status).toBe(200)
    expect(saved.body.doc?.readTime).toBe(4)
  })

  it('keeps a read time the writer typed until they empty the field', async () => {
    const id = await newDraft()
    const title = 'Read time typed by the writer'
    await autosave(id, form(title, 753, null))
    expect((await autosave(id, form(title, 753, 10))).readTime).toBe(10)
    expect((await autosave(id, form(title, 900, 10))).readTime).toBe(10)
    expect((await autosave(id, form(title, 900, null))).readTime).toBe(5)
    expect((await autosave(id, form(title, 1200, 5))).readTime).toBe(6)
  })
})
