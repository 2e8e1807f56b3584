import { beforeAll, describe, expect, inject, it } from 'vitest'

import { FUTURE_PUBLISHED_AT } from '@/collections/Articles/hooks/refuseFuturePublishedAt'

import {
  articleData,
  createArticle,
  createAuthor,
  fieldMessages,
  restCreateArticle,
  type PayloadErrorBody,
} from '../support/fixtures'
import { graphql } from '../support/graphql'
import { testPayload } from '../support/payload'
import { editorHeaders } from '../support/staff'

/**
 * Until scheduling exists, a published article is not dated in the future (it stayed live, dated
 * ahead and listed first). A few minutes of clock skew pass.
 */
const cmsUrl = inject('cmsUrl')
let editor: Record<string, string>
let authorId = ''

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()

beforeAll(async () => {
  editor = await editorHeaders(cmsUrl)
  authorId = (await createAuthor(await testPayload())).id
})

async function restPatch(id: string, body: Record<string, unknown>) {
  const response = await fetch(`${cmsUrl}/cms-api/articles/${id}`, {
    method: 'PATCH',
    headers: editor,
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as PayloadErrorBody }
}

describe('a future publishedAt', () => {
  it('is refused when publishing over REST, with the reason', async () => {
    const answer = await restCreateArticle(
      cmsUrl,
      editor,
      articleData(authorId, { published: true, publishedAt: inMinutes(60) }),
    )
    expect(answer.status).toBe(400)
    expect(fieldMessages(answer.body)).toEqual([FUTURE_PUBLISHED_AT])
  })

  it('is refused when set on a published article over REST', async () => {
    const article = await createArticle(await testPayload(), authorId, { published: true })
    const answer = await restPatch(article.id, { publishedAt: inMinutes(24 * 60) })
    expect(answer.status).toBe(400)
    expect(fieldMessages(answer.body)).toEqual([FUTURE_PUBLISHED_AT])
  })

  it('may sit on a draft, and is refused when the draft is published', async () => {
    const draft = await createArticle(await testPayload(), authorId, { publishedAt: inMinutes(60) })
    expect(draft.published).toBe(false)
    const answer = await restPatch(draft.id, { published: true })
    expect(answer.status).toBe(400)
    expect(fieldMessages(answer.body)).toEqual([FUTURE_PUBLISHED_AT])
  })

  it('is refused over GraphQL', async () => {
    const article = await createArticle(await testPayload(), authorId, { published: true })
    const answer = await graphql(
      cmsUrl,
      `
        mutation ($id: String!, $at: String!) {
          updateArticle(id: $id, data: { publishedAt: $at }) {
            publishedAt
          }
        }
      `,
      editor,
      { id: article.id, at: inMinutes(60) },
    )
    expect(JSON.stringify(answer.errors)).toContain(FUTURE_PUBLISHED_AT)
  })

  it('is refused through the Local API as well', async () => {
    await expect(
      createArticle(await testPayload(), authorId, {
        published: true,
        publishedAt: inMinutes(60),
      }),
    ).rejects.toMatchObject({
      data: { errors: [{ path: 'publishedAt', message: FUTURE_PUBLISHED_AT }] },
    })
  })
})

describe('a publishedAt up to now', () => {
  it.each([
    ['a few minutes ahead (clock skew)', 2],
    ['now', 0],
    ['in the past', -60 * 24],
  ])('is kept when %s', async (_when, minutes) => {
    const publishedAt = inMinutes(minutes)
    const answer = await restCreateArticle(
      cmsUrl,
      editor,
      articleData(authorId, { published: true, publishedAt }),
    )
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    expect(answer.body.doc?.publishedAt).toBe(publishedAt)
  })
})
