import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { AI_ILLUSTRATION_CREDIT, imageToMedia } from '@/generation/imageToMedia'

import { createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { graphql } from '../support/graphql'
import { lexicalDocument, lexicalParagraph, lexicalText } from '../support/lexical'
import { testPayload } from '../support/payload'
import { editorHeaders } from '../support/staff'

/**
 * What articles (or authors) still show cannot be deleted from under them, with a 409 that says why
 * on every path; a tag may go (it leaves its articles); an AI-generated article takes its generated
 * image with it.
 */
const cmsUrl = inject('cmsUrl')
let editor: Record<string, string>
let payload: Payload

beforeAll(async () => {
  editor = await editorHeaders(cmsUrl)
  payload = await testPayload()
})

async function newMedia(credit?: string) {
  const data = await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 80, b: 20 } },
  })
    .png()
    .toBuffer()
  return payload.create({
    collection: 'media',
    data: { alt: `Test image ${uniqueSuffix()}`, ...(credit ? { credit } : {}) },
    file: { data, mimetype: 'image/png', name: `test-${uniqueSuffix()}.png`, size: data.length },
  })
}

/** An article body showing the image `id`, as the editor's upload feature stores it. */
function bodyShowing(id: string) {
  return lexicalDocument(lexicalParagraph(lexicalText('Before the picture.')), {
    type: 'upload',
    version: 3,
    format: '',
    id: uniqueSuffix(),
    relationTo: 'media',
    value: id,
  })
}

const restDelete = (collection: string, query: string) =>
  fetch(`${cmsUrl}/cms-api/${collection}${query}`, { method: 'DELETE', headers: editor })

const exists = async (collection: 'authors' | 'media' | 'tags', id: string) =>
  (await payload.count({ collection, where: { id: { equals: id } } })).totalDocs === 1

const messagesOf = async (response: Response) =>
  ((await response.json()) as { errors?: Array<{ message: string }> }).errors?.map(
    (error) => error.message,
  ) ?? []

describe('an author credited on articles', () => {
  const REFUSAL = 'This author is credited on 3 articles. Reassign them before deleting.'

  async function creditedAuthor() {
    const author = await createAuthor(payload)
    for (let index = 0; index < 3; index++) await createArticle(payload, author.id)
    return author
  }

  it('is refused over REST with a 409 naming how many articles use it', async () => {
    const author = await creditedAuthor()
    const response = await restDelete('authors', `/${author.id}`)
    expect(response.status).toBe(409)
    expect(await messagesOf(response)).toEqual([REFUSAL])
    expect(await exists('authors', author.id)).toBe(true)
  })

  it('is refused by a bulk delete, which says why', async () => {
    const author = await creditedAuthor()
    const response = await restDelete('authors', `?where[id][in][0]=${author.id}`)
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: Array<{ message: string }> }
    expect(JSON.stringify(body.errors)).toContain(REFUSAL)
    expect(await exists('authors', author.id)).toBe(true)
  })

  it('is refused over GraphQL with the same message', async () => {
    const author = await creditedAuthor()
    const answer = await graphql(
      cmsUrl,
      `mutation { deleteAuthor(id: "${author.id}") { id } }`,
      editor,
    )
    expect(answer.errors?.map((error) => error.message)).toEqual([REFUSAL])
    expect(await exists('authors', author.id)).toBe(true)
  })

  it('counts one article in the singular, and goes once it has none', async () => {
    const author = await createAuthor(payload)
    const article = await createArticle(payload, author.id)
    const refused = await restDelete('authors', `/${author.id}`)
    expect(await messagesOf(refused)).toEqual([
      'This author is credited on 1 article. Reassign them before deleting.',
    ])
    await payload.delete({ collection: 'articles', id: article.id })
    expect((await restDelete('authors', `/${author.id}`)).status).toBe(200)
    expect(await exists('authors', author.id)).toBe(false)
  })
})

describe('an image in use', () => {
  it.each([
    [
      'a featured image',
      async (id: string, authorId: string) => {
        await createArticle(payload, authorId, { featuredImage: id })
      },
    ],
    [
      'in an article body',
      async (id: string, authorId: string) => {
        await createArticle(payload, authorId, { content: bodyShowing(id) })
      },
    ],
  ])('is refused as %s', async (_where, use) => {
    const author = await createAuthor(payload)
    const media = await newMedia()
    await use(media.id, author.id)
    const response = await restDelete('media', `/${media.id}`)
    expect(response.status).toBe(409)
    expect(await messagesOf(response)).toEqual([
      'This image is used by 1 article. Remove it from them before deleting.',
    ])
    expect(await exists('media', media.id)).toBe(true)
  })

  it('is refused as an author’s avatar image', async () => {
    const media = await newMedia()
    await createAuthor(payload, { avatarImage: media.id })
    const answer = await graphql(
      cmsUrl,
      `mutation { deleteMedia(id: "${media.id}") { id } }`,
      editor,
    )
    expect(answer.errors?.map((error) => error.message)).toEqual([
      'This image is used by 1 author. Remove it from them before deleting.',
    ])
    expect(await exists('media', media.id)).toBe(true)
  })

  it('goes when nothing shows it', async () => {
    const media = await newMedia()
    expect((await restDelete('media', `/${media.id}`)).status).toBe(200)
    expect(await exists('media', media.id)).toBe(false)
  })
})

describe('a tag in use', () => {
  it('may be deleted, and leaves its articles (the edit view warns first)', async () => {
    const author = await createAuthor(payload)
    const tag = await payload.create({
      collection: 'tags',
      data: { name: `Tag ${uniqueSuffix()}`, slug: '', count: 0 },
    })
    const article = await createArticle(payload, author.id, { tags: [tag.id] })
    expect((await restDelete('tags', `/${tag.id}`)).status).toBe(200)
    const after = await payload.findByID({ collection: 'articles', id: article.id, depth: 0 })
    expect(after.tags).toEqual([])
  })
})

describe('deleting an AI-generated article', () => {
  async function generatedArticle(image: { id: string }) {
    const author = await createAuthor(payload)
    const article = await createArticle(payload, author.id, { featuredImage: image.id })
    // The pipeline's marks, which no client may write.
    await payload.update({
      collection: 'articles',
      id: article.id,
      data: { generation: { aiAssisted: true } },
    })
    return { article, author }
  }

  const generatedImage = () =>
    sharp({ create: { width: 16, height: 9, channels: 3, background: '#4f46e5' } })
      .png()
      .toBuffer()
      .then((image) =>
        imageToMedia(payload, { image, articleTitle: `Generated ${uniqueSuffix()}` }),
      )

  it('removes its generated image', async () => {
    const image = await generatedImage()
    const { article } = await generatedArticle(image)
    expect((await restDelete('articles', `/${article.id}`)).status).toBe(200)
    expect(await exists('media', image.id)).toBe(false)
  })

  it('keeps the generated image while another article shows it', async () => {
    const image = await generatedImage()
    const { article, author } = await generatedArticle(image)
    await createArticle(payload, author.id, { content: bodyShowing(image.id) })
    expect((await restDelete('articles', `/${article.id}`)).status).toBe(200)
    expect(await exists('media', image.id)).toBe(true)
  })

  it('keeps an editor’s own picture', async () => {
    const picture = await newMedia('Photo: the newsroom')
    expect(picture.credit).not.toBe(AI_ILLUSTRATION_CREDIT)
    const { article } = await generatedArticle(picture)
    expect((await restDelete('articles', `/${article.id}`)).status).toBe(200)
    expect(await exists('media', picture.id)).toBe(true)
  })
})
