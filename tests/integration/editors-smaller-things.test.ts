import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import type { Article } from '../../cms/src/payload-types'
import { createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { lexicalDocument, lexicalParagraph, lexicalText } from '../support/lexical'
import { testPayload } from '../support/payload'
import { TEST_EDITOR, editorHeaders } from '../support/staff'

/**
 * Small things editors met: the admin's bulk delete of drafts and the Media list's Usage column.
 */
const cmsUrl = inject('cmsUrl')
let editor: Record<string, string>
let payload: Payload

beforeAll(async () => {
  editor = await editorHeaders(cmsUrl)
  payload = await testPayload()
})

const exists = async (id: string) =>
  (await payload.count({ collection: 'articles', where: { id: { equals: id } } })).totalDocs === 1

const editorAccount = async () => {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: TEST_EDITOR.email } },
    limit: 1,
  })
  return { ...docs[0]!, collection: 'users' as const }
}

/** What the admin's Create New makes before the editor types anything (Payload's autosave). */
async function createNewAsTheAdminDoes(): Promise<Article> {
  return payload.create({
    collection: 'articles',
    data: {},
    depth: 0,
    draft: true,
    overrideAccess: false,
    user: await editorAccount(),
  })
}

/**
 * The admin list's bulk delete, as its Delete button sends it (DeleteMany in @payloadcms/ui): the
 * chosen ids and, when the editor searched the list, the search on the title.
 */
function bulkDelete(ids: string[], search?: string) {
  const query = new URLSearchParams([
    ['limit', '0'],
    ...ids.map((id, index) => [`where[and][0][id][in][${index}]`, id]),
    ...(search ? [['where[and][1][or][0][title][like]', search]] : []),
  ])
  return fetch(`${cmsUrl}/cms-api/articles?${query}`, {
    method: 'DELETE',
    headers: { ...editor, 'accept-language': 'en' },
  })
}

describe('the admin list’s bulk delete of drafts', () => {
  it('deletes drafts never published and counts them', async () => {
    const author = await createAuthor(payload)
    const drafts = [
      await createNewAsTheAdminDoes(),
      await createArticle(payload, author.id, { published: false }),
      await payload.create({
        collection: 'articles',
        data: { title: `Autosaved ${uniqueSuffix()}`, authorId: author.id },
        draft: true,
        overrideAccess: false,
        user: await editorAccount(),
      }),
    ]
    const response = await bulkDelete(drafts.map((draft) => draft.id))
    const body = (await response.json()) as { docs: unknown[]; errors: unknown[]; message: string }
    expect(response.status, JSON.stringify(body)).toBe(200)
    expect(body.errors).toEqual([])
    expect(body.docs).toHaveLength(3)
    expect(body.message).toBe('Deleted 3 Articles successfully.')
    for (const draft of drafts) expect(await exists(draft.id)).toBe(false)
  })

  it('deletes a draft the list found by its autosaved title', async () => {
    const draft = await createNewAsTheAdminDoes()
    const title = `Found by search ${uniqueSuffix()}`
    await payload.update({
      collection: 'articles',
      id: draft.id,
      data: { title },
      draft: true,
      autosave: true,
      depth: 0,
      overrideAccess: false,
      user: await editorAccount(),
    })
    const response = await bulkDelete([draft.id], title)
    const body = (await response.json()) as { docs: unknown[]; message: string }
    expect(response.status, JSON.stringify(body)).toBe(200)
    expect(body.message).toBe('Deleted 1 Article successfully.')
    expect(await exists(draft.id)).toBe(false)
  })

  it('deletes one draft and says so in the singular', async () => {
    const draft = await createNewAsTheAdminDoes()
    const response = await bulkDelete([draft.id])
    const body = (await response.json()) as { docs: unknown[]; message: string }
    expect(response.status).toBe(200)
    expect(body.message).toBe('Deleted 1 Article successfully.')
    expect(await exists(draft.id)).toBe(false)
  })
})

describe('the Media list’s usage', () => {
  async function newMedia() {
    const data = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 20, g: 80, b: 200 } },
    })
      .png()
      .toBuffer()
    return payload.create({
      collection: 'media',
      data: { alt: `Usage ${uniqueSuffix()}` },
      file: { data, mimetype: 'image/png', name: `usage-${uniqueSuffix()}.png`, size: data.length },
    })
  }

  const listOf = (ids: string[], headers: Record<string, string>) =>
    fetch(
      `${cmsUrl}/cms-api/media?${new URLSearchParams([
        ['depth', '0'],
        ...ids.map((id, index) => [`where[id][in][${index}]`, id]),
      ])}`,
      { headers },
    )

  it('answers editors each image’s articles (featured or in the body) and authors', async () => {
    const [featured, inBody, avatar, unused] = await Promise.all([
      newMedia(),
      newMedia(),
      newMedia(),
      newMedia(),
    ])
    const author = await createAuthor(payload, { avatarImage: avatar.id })
    await createArticle(payload, author.id, { featuredImage: featured.id })
    await createArticle(payload, author.id, {
      content: lexicalDocument(lexicalParagraph(lexicalText('Before the picture.')), {
        type: 'upload',
        version: 3,
        format: '',
        id: uniqueSuffix(),
        relationTo: 'media',
        value: inBody.id,
      }),
    })
    // A draft showing the image counts too: deleting the image would break it.
    await createArticle(payload, author.id, { featuredImage: inBody.id, published: false })

    const response = await listOf([featured.id, inBody.id, avatar.id, unused.id], editor)
    expect(response.status).toBe(200)
    const { docs } = (await response.json()) as {
      docs: Array<{ id: string; usage?: { articles: number; authors: number } }>
    }
    const usage = Object.fromEntries(docs.map((doc) => [doc.id, doc.usage]))
    expect(usage).toEqual({
      [featured.id]: { articles: 1, authors: 0 },
      [inBody.id]: { articles: 2, authors: 0 },
      [avatar.id]: { articles: 0, authors: 1 },
      [unused.id]: { articles: 0, authors: 0 },
    })
  })

  it('answers readers without it', async () => {
    const image = await newMedia()
    const response = await listOf([image.id], {})
    const { docs } = (await response.json()) as { docs: Array<Record<string, unknown>> }
    expect(docs).toHaveLength(1)
    expect(docs[0]).not.toHaveProperty('usage')
  })
})
