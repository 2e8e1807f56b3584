import { beforeAll, describe, expect, inject, it } from 'vitest'

import { learningPathListSchema, learningPathSchema } from '@blockwise/shared/learningPaths/index'

import { JSON_HEADERS } from '../support/clients'
import {
  createArticle,
  createAuthor,
  fieldMessages,
  uniqueSuffix,
  type PayloadErrorBody,
} from '../support/fixtures'
import { createIntegration } from '../support/integrationKeys'
import { testPayload } from '../support/payload'
import { authHeaders, editorHeaders, ensureStaff, TEST_ADMIN } from '../support/staff'

const cmsUrl = inject('cmsUrl')
const suffix = uniqueSuffix()
const lessons = {
  first: { id: '', slug: '' },
  second: { id: '', slug: '' },
  third: { id: '', slug: '' },
}
const others = { analysis: '', unpublished: { id: '', slug: '' } }
let editor: Record<string, string>
let pathSlug = ''

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${cmsUrl}${path}`, { headers: { 'cache-control': 'no-cache', ...headers } })

const writePath = (
  method: 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  body: object,
) => fetch(`${cmsUrl}/cms-api/paths${url}`, { method, headers, body: JSON.stringify(body) })

async function refusal(response: Response): Promise<string[]> {
  expect(response.status).toBe(400)
  return fieldMessages((await response.json()) as PayloadErrorBody)
}

beforeAll(async () => {
  const payload = await testPayload()
  const author = await createAuthor(payload)
  const learn = async (title: string, published = true) => {
    const article = await createArticle(payload, author.id, {
      title: `${title} ${suffix}`,
      articleType: 'learn',
      published,
    })
    return { id: article.id, slug: article.slug }
  }
  lessons.first = await learn('Lesson one')
  lessons.second = await learn('Lesson two')
  lessons.third = await learn('Lesson three')
  others.unpublished = await learn('Lesson draft', false)
  others.analysis = (
    await createArticle(payload, author.id, { articleType: 'analysis', published: true })
  ).id
  editor = await editorHeaders(cmsUrl)
}, 60_000)

describe('the paths collection', () => {
  it('lets an editor create a path, keeping the lessons in the order given', async () => {
    const response = await writePath('POST', '', editor, {
      title: `Path From Zero ${suffix}`,
      description: 'Three lessons in order.',
      level: 'beginner',
      lessons: [lessons.third.id, others.unpublished.id, lessons.first.id, lessons.second.id],
    })
    expect(response.status).toBe(201)
    const { doc } = (await response.json()) as { doc: { slug: string; lessons: { id: string }[] } }
    expect(doc.slug).toBe(`path-from-zero-${suffix}`)
    pathSlug = doc.slug
    expect(doc.lessons.map((lesson) => lesson.id)).toEqual([
      lessons.third.id,
      others.unpublished.id,
      lessons.first.id,
      lessons.second.id,
    ])
  })

  it('refuses too few lessons, a repeated lesson and an article that is not a learn article', async () => {
    const base = { title: `Refused ${suffix}` }
    expect(
      await refusal(await writePath('POST', '', editor, { ...base, lessons: [lessons.first.id] })),
    ).toContain('A path needs at least 2 lessons')
    expect(
      await refusal(
        await writePath('POST', '', editor, {
          ...base,
          lessons: [lessons.first.id, lessons.second.id, lessons.first.id],
        }),
      ),
    ).toContain(`A lesson appears twice in the path (article ${lessons.first.id})`)
    const [notLearn] = await refusal(
      await writePath('POST', '', editor, {
        ...base,
        lessons: [lessons.first.id, others.analysis],
      }),
    )
    expect(notLearn).toMatch(/^Only learn articles can be lessons: “.+” is analysis$/)
    expect(
      await refusal(
        await writePath('POST', '', editor, { ...base, lessons: Array(21).fill(lessons.first.id) }),
      ),
    ).toContain('A path holds at most 20 lessons')
  })

  it('lets anyone read paths but only editors, admins and editorial keys write them', async () => {
    expect((await fetch(`${cmsUrl}/cms-api/paths`)).status).toBe(200)
    const data = {
      title: `Written ${uniqueSuffix()}`,
      lessons: [lessons.first.id, lessons.second.id],
    }
    expect((await writePath('POST', '', JSON_HEADERS, data)).status).toBe(403)
    const payload = await testPayload()
    await ensureStaff(payload)
    const admin = await authHeaders(cmsUrl, TEST_ADMIN)
    const reading = await createIntegration(cmsUrl, admin, 'read')
    expect((await writePath('POST', '', reading.headers, data)).status).toBe(403)
    const editorial = await createIntegration(cmsUrl, admin, 'editorial')
    const created = await writePath('POST', '', editorial.headers, data)
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: string } }
    expect(
      (await writePath('PATCH', `/${doc.id}`, JSON_HEADERS, { title: 'Taken over' })).status,
    ).toBe(403)
    expect(
      (await fetch(`${cmsUrl}/cms-api/paths/${doc.id}`, { method: 'DELETE', headers: admin }))
        .status,
    ).toBe(200)
  })
})

describe('GET /api/paths', () => {
  it('lists each path with its published lessons only, in order', async () => {
    const response = await get('/api/paths')
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const path = learningPathListSchema
      .parse(await response.json())
      .find((p) => p.slug === pathSlug)
    expect(path).toMatchObject({ description: 'Three lessons in order.', level: 'beginner' })
    expect(path?.lessons.map((lesson) => lesson.slug)).toEqual([
      lessons.third.slug,
      lessons.first.slug,
      lessons.second.slug,
    ])
    expect(path?.lessons[0]).toEqual({
      slug: lessons.third.slug,
      title: `Lesson three ${suffix}`,
      excerpt: 'A short excerpt for a test article.',
      readTime: 1,
    })
  })

  it('shows an editor no draft lesson either', async () => {
    const path = learningPathListSchema
      .parse(await (await get('/api/paths', editor)).json())
      .find((p) => p.slug === pathSlug)
    expect(path?.lessons.map((lesson) => lesson.slug)).not.toContain(others.unpublished.slug)
  })

  it('answers 304 to its own ETag and refuses an unknown query parameter', async () => {
    const first = await fetch(`${cmsUrl}/api/paths`)
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^W\/"/)
    const again = await fetch(`${cmsUrl}/api/paths`, { headers: { 'if-none-match': etag ?? '' } })
    expect(again.status).toBe(304)
    const refused = await get('/api/paths?level=beginner')
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ error: 'Unknown query parameter: level' })
  })
})

describe('GET /api/paths/{slug}', () => {
  it('answers one path, and 404 for an unknown or malformed slug', async () => {
    const response = await get(`/api/paths/${pathSlug}`)
    expect(response.status).toBe(200)
    expect(learningPathSchema.parse(await response.json()).lessons).toHaveLength(3)
    for (const slug of ['no-such-path', 'Not%20A%20Slug']) {
      const missing = await get(`/api/paths/${slug}`)
      expect(missing.status).toBe(404)
      expect(await missing.json()).toEqual({ error: 'Learning path not found' })
    }
    expect((await get(`/api/paths/${pathSlug}?x=1`)).status).toBe(400)
  })

  it('hides a path whose lessons are all unpublished', async () => {
    const payload = await testPayload()
    const author = await createAuthor(payload)
    const draft = () =>
      createArticle(payload, author.id, { articleType: 'learn', published: false })
    const hidden = await payload.create({
      collection: 'paths',
      data: {
        title: `Hidden ${suffix}`,
        slug: '',
        lessons: [(await draft()).id, (await draft()).id],
      },
    })
    expect((await get(`/api/paths/${hidden.slug}`)).status).toBe(404)
    const slugs = learningPathListSchema
      .parse(await (await get('/api/paths')).json())
      .map((p) => p.slug)
    expect(slugs).not.toContain(hidden.slug)
  })
})
