import sharp from 'sharp'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import type { TrustPageSlug } from '@blockwise/shared/trustPages'

import type { TrustPage } from '@/payload-types'

import { JSON_HEADERS } from '../support/clients'
import { articleData, createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { lexicalParagraphs } from '../support/lexical'
import { testPayload } from '../support/payload'
import {
  TEST_ADMIN,
  TEST_CONTRIBUTOR,
  TEST_EDITOR,
  authHeaders,
  contributorAuthorId,
  ensureStaff,
} from '../support/staff'

/**
 * Role × operation matrix of Payload's native REST API at /cms-api, after Payload's own
 * test/access-control suite: every cell is one real request.
 */
const cmsUrl = inject('cmsUrl')
type Role = 'anonymous' | 'contributor' | 'editor' | 'admin'
const ROLES: Role[] = ['anonymous', 'contributor', 'editor', 'admin']
type Operation = 'read' | 'create' | 'update' | 'delete'
const headers: Record<Role, Record<string, string>> = {
  anonymous: JSON_HEADERS,
  contributor: {},
  editor: {},
  admin: {},
}
let authorId = ''
/** A contributor's articles carry its own byline; any other is refused. */
let ownAuthorId = ''

beforeAll(async () => {
  const payload = await testPayload()
  await ensureStaff(payload)
  headers.editor = await authHeaders(cmsUrl, TEST_EDITOR)
  headers.admin = await authHeaders(cmsUrl, TEST_ADMIN)
  headers.contributor = await authHeaders(cmsUrl, TEST_CONTRIBUTOR)
  authorId = (await createAuthor(payload)).id
  ownAuthorId = await contributorAuthorId(payload)
})

interface Collection {
  slug: string
  /** A fresh document to update or delete (created through the Local API). */
  existing: () => Promise<string>
  /** A valid body for create, as `role` would send it: JSON, or a multipart form for uploads. */
  body: (
    role: Role,
  ) => Record<string, unknown> | FormData | Promise<Record<string, unknown> | FormData>
  allowed: Record<Operation, Role[]>
}

/** Editors and admins; contributors are not among them (they write only their own drafts). */
const STAFF: Role[] = ['editor', 'admin']
const EVERYONE: Role[] = ROLES
const staffWrites = { create: STAFF, update: STAFF, delete: STAFF }
/** Records only the server writes (the newsletter send job). */
const serverWrites = { create: [], update: [], delete: [] }
/** Issues: the server proposes them and never deletes one; people curate and approve them. */
const curatedByStaff = { create: [], update: STAFF, delete: [] }

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()

async function newIssue(): Promise<string> {
  const issue = await (
    await testPayload()
  ).create({
    collection: 'newsletter-issues',
    data: {
      subject: 'Matrix',
      articles: [],
      week: `matrix-${uniqueSuffix()}`,
      status: 'sent',
      recipients: 0,
      sent: 0,
      html: '-',
      text: '-',
    },
  })
  return issue.id
}

/** This week's kind of issue: a draft proposed with one published article, for people to curate. */
async function newDraftIssue(): Promise<string> {
  const payload = await testPayload()
  const article = await createArticle(payload, authorId, { published: true })
  const issue = await payload.create({
    collection: 'newsletter-issues',
    data: {
      subject: 'Matrix',
      week: `matrix-${uniqueSuffix()}`,
      status: 'draft',
      articles: [article.id],
      recipients: 0,
      sent: 0,
    },
  })
  return issue.id
}

/** A learning path's least: two learn articles. */
const twoLessons = async () => {
  const payload = await testPayload()
  const learn = () => createArticle(payload, authorId, { articleType: 'learn', published: true })
  return [(await learn()).id, (await learn()).id]
}

/**
 * A trust page's slug is one of four, each held by one page: every new page the matrix makes
 * first takes the place of the last one at its slug.
 */
async function trustPageData() {
  const slug: TrustPageSlug = 'corrections-policy'
  await (
    await testPayload()
  ).delete({ collection: 'trust-pages', where: { slug: { equals: slug } } })
  const content = lexicalParagraphs('Matrix') as unknown as TrustPage['content']
  return { title: 'Matrix', slug, description: 'Matrix.', content }
}

const COLLECTIONS: Collection[] = [
  {
    slug: 'articles',
    existing: async () =>
      (await createArticle(await testPayload(), authorId, { published: true })).id,
    body: (role) => articleData(role === 'contributor' ? ownAuthorId : authorId),
    // A contributor creates (a draft); the existing article is published and not its own.
    allowed: { read: EVERYONE, ...staffWrites, create: ['contributor', ...STAFF] },
  },
  {
    slug: 'authors',
    existing: async () => (await createAuthor(await testPayload())).id,
    body: () => ({ name: 'Matrix Author', email: `matrix-${uniqueSuffix()}@example.com` }),
    allowed: { read: EVERYONE, ...staffWrites },
  },
  {
    slug: 'tags',
    existing: async () =>
      (
        await (
          await testPayload()
        ).create({ collection: 'tags', data: { name: `T ${uniqueSuffix()}`, slug: '', count: 0 } })
      ).id,
    body: () => ({ name: `Matrix ${uniqueSuffix()}` }),
    allowed: { read: EVERYONE, ...staffWrites },
  },
  {
    slug: 'paths',
    existing: async () =>
      (
        await (
          await testPayload()
        ).create({
          collection: 'paths',
          data: { title: 'Matrix path', slug: '', lessons: await twoLessons() },
        })
      ).id,
    body: async () => ({ title: `Matrix path ${uniqueSuffix()}`, lessons: await twoLessons() }),
    allowed: { read: EVERYONE, ...staffWrites },
  },
  {
    slug: 'trust-pages',
    // Published: readers read published pages only.
    existing: async () =>
      (
        await (
          await testPayload()
        ).create({
          collection: 'trust-pages',
          data: { ...(await trustPageData()), _status: 'published' },
        })
      ).id,
    body: trustPageData,
    allowed: { read: EVERYONE, ...staffWrites },
  },
  {
    slug: 'newsletters',
    existing: async () =>
      (
        await (
          await testPayload()
        ).create({
          collection: 'newsletters',
          data: { name: 'Reader', email: `matrix-${uniqueSuffix()}@example.com`, status: 'active' },
        })
      ).id,
    body: () => ({ name: 'Reader', email: `matrix-${uniqueSuffix()}@example.com` }),
    allowed: { read: STAFF, ...staffWrites },
  },
  {
    slug: 'incomplete-articles',
    existing: async () => {
      const payload = await testPayload()
      const article = await createArticle(payload, authorId)
      return (
        await payload.create({
          collection: 'incomplete-articles',
          data: { articleId: article.id, articleTitle: 'x' },
        })
      ).id
    },
    body: async () => ({
      articleTitle: 'Matrix',
      articleId: (await createArticle(await testPayload(), authorId)).id,
    }),
    allowed: { read: STAFF, ...staffWrites },
  },
  {
    slug: 'users',
    existing: async () =>
      (
        await (
          await testPayload()
        ).create({
          collection: 'users',
          data: {
            email: `matrix-${uniqueSuffix()}@example.com`,
            password: 'matrix-password-1',
            role: 'editor',
          },
        })
      ).id,
    body: () => ({
      email: `matrix-${uniqueSuffix()}@example.com`,
      password: 'matrix-password-1',
    }),
    allowed: { read: ['admin'], create: ['admin'], update: ['admin'], delete: ['admin'] },
  },
  {
    slug: 'media',
    existing: async () => {
      const data = await png()
      const file = {
        data,
        mimetype: 'image/png',
        name: `matrix-${uniqueSuffix()}.png`,
        size: data.length,
      }
      return (
        await (await testPayload()).create({ collection: 'media', data: { alt: 'Matrix' }, file })
      ).id
    },
    body: async () => {
      const form = new FormData()
      form.append(
        'file',
        new Blob([await png()], { type: 'image/png' }),
        `matrix-${uniqueSuffix()}.png`,
      )
      form.append('_payload', JSON.stringify({ alt: 'Matrix upload' }))
      return form
    },
    allowed: { read: EVERYONE, ...staffWrites },
  },
  {
    slug: 'newsletter-issues',
    existing: newDraftIssue,
    body: () => ({
      subject: 'Forged',
      week: `forged-${uniqueSuffix()}`,
      html: '-',
      text: '-',
    }),
    allowed: { read: STAFF, ...curatedByStaff },
  },
  {
    slug: 'newsletter-deliveries',
    existing: async () =>
      (
        await (
          await testPayload()
        ).create({
          collection: 'newsletter-deliveries',
          data: { issue: await newIssue(), subscriber: uniqueSuffix(), state: 'sent' },
        })
      ).id,
    body: async () => ({ issue: await newIssue(), subscriber: uniqueSuffix(), state: 'sent' }),
    allowed: { read: STAFF, ...serverWrites },
  },
]

async function attempt(collection: Collection, operation: Operation, role: Role): Promise<number> {
  const base = `${cmsUrl}/cms-api/${collection.slug}`
  const init = { headers: headers[role] }
  switch (operation) {
    case 'read':
      return (await fetch(`${base}/${await collection.existing()}`, init)).status
    case 'create': {
      const body = await collection.body(role)
      if (!(body instanceof FormData))
        return (await fetch(base, { ...init, method: 'POST', body: JSON.stringify(body) })).status
      // fetch sets the multipart content type with its boundary itself.
      const { 'content-type': _json, ...multipart } = headers[role]
      return (await fetch(base, { method: 'POST', headers: multipart, body })).status
    }
    case 'update':
      return (
        await fetch(`${base}/${await collection.existing()}`, {
          ...init,
          method: 'PATCH',
          body: JSON.stringify({}),
        })
      ).status
    case 'delete':
      return (await fetch(`${base}/${await collection.existing()}`, { ...init, method: 'DELETE' }))
        .status
  }
}

const cells = COLLECTIONS.flatMap((collection) =>
  (['read', 'create', 'update', 'delete'] as const).flatMap((operation) =>
    ROLES.map((role) => ({
      collection,
      operation,
      role,
      allowed: collection.allowed[operation].includes(role),
    })),
  ),
)

describe('native REST access matrix', () => {
  it.each(cells)(
    '$collection.slug: $role may $operation → $allowed',
    async ({ collection, operation, role, allowed }) => {
      const status = await attempt(collection, operation, role)
      if (allowed) expect(status).toBeLessThan(300)
      else expect([401, 403, 404]).toContain(status)
    },
  )
})

describe('native REST site settings', () => {
  it.each([
    ['anonymous', false],
    ['contributor', false],
    ['editor', false],
    ['admin', true],
  ] as const)('%s may update them → %s', async (role, allowed) => {
    const current = (await (await fetch(`${cmsUrl}/cms-api/globals/site-settings`)).json()) as {
      tagline: string
    }
    const response = await fetch(`${cmsUrl}/cms-api/globals/site-settings`, {
      method: 'POST',
      headers: headers[role],
      // The value it has: whoever may write leaves the site as it was.
      body: JSON.stringify({ tagline: current.tagline }),
    })
    if (allowed) expect(response.status).toBe(200)
    else expect([401, 403]).toContain(response.status)
  })
})
