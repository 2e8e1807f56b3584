import type { Payload } from 'payload'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import {
  lexicalDocument,
  lexicalInternalLink,
  lexicalParagraph,
  lexicalText,
} from '../support/lexical'
import { testPayload } from '../support/payload'
import { editorHeaders } from '../support/staff'

/**
 * GET /cms-api/articles/{id}/linked-from names every document that shows the article: other
 * articles' internal links and cards, learning paths listing it, glossary terms relating it.
 */
const cmsUrl = inject('cmsUrl')
let payload: Payload
let editor: Record<string, string>
let authorId = ''

beforeAll(async () => {
  payload = await testPayload()
  editor = await editorHeaders(cmsUrl)
  authorId = (await createAuthor(payload)).id
})

const live = () => ({ published: true, publishedAt: new Date().toISOString() })

/** A card of article `id` in a body, as the editor's relationship feature stores it. */
const cardOf = (id: string) =>
  lexicalDocument(lexicalParagraph(lexicalText('Read on.')), {
    type: 'relationship',
    version: 2,
    format: '',
    relationTo: 'articles',
    value: id,
  })

const linkedFrom = (id: string, headers: Record<string, string> = editor) =>
  fetch(`${cmsUrl}/cms-api/articles/${id}/linked-from`, { headers })

describe('what links to an article', () => {
  it('names linking and carding articles, live first, then paths and glossary terms', async () => {
    const learn = { articleType: 'learn', ...live() }
    const target = await createArticle(payload, authorId, learn)
    const otherLesson = await createArticle(payload, authorId, learn)
    const linking = await createArticle(payload, authorId, {
      ...live(),
      content: lexicalDocument(lexicalParagraph(lexicalInternalLink('articles', target.id))),
    })
    const carding = await createArticle(payload, authorId, { content: cardOf(target.id) })
    // Its id in plain text is no link.
    await createArticle(payload, authorId, {
      content: lexicalDocument(lexicalParagraph(lexicalText(`See ${target.id}.`))),
    })
    const path = await payload.create({
      collection: 'paths',
      data: {
        title: `Path ${uniqueSuffix()}`,
        slug: '',
        lessons: [target.id, otherLesson.id],
      },
    })
    const term = await payload.create({
      collection: 'glossary',
      data: {
        term: `Term ${uniqueSuffix()}`,
        slug: '',
        shortDefinition: 'A term relating the article.',
        relatedArticles: [target.id],
      },
    })

    const response = await linkedFrom(target.id)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      docs: [
        { collection: 'articles', id: linking.id, title: linking.title, live: true },
        { collection: 'articles', id: carding.id, title: carding.title, live: false },
        { collection: 'paths', id: path.id, title: path.title, live: true },
        { collection: 'glossary', id: term.id, title: term.term, live: true },
      ],
    })
  })

  it('is empty for an article nothing shows', async () => {
    const alone = await createArticle(payload, authorId, live())
    expect(await (await linkedFrom(alone.id)).json()).toEqual({ docs: [] })
  })

  it('is refused to anyone who is not an editor', async () => {
    const alone = await createArticle(payload, authorId, live())
    expect((await linkedFrom(alone.id, {})).status).toBe(403)
  })
})
