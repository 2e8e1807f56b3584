import { beforeAll, describe, expect, inject, it } from 'vitest'

import type { Article } from '@/payload-types'

import { articleData, createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { docsOf, graphql } from '../support/graphql'
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
 * Role × operation matrix of Payload's GraphQL API at /cms-api/graphql, the companion of the
 * REST matrix (native-api-access-matrix.test.ts). Each cell asks whether the operation took
 * effect (or showed the data), read back through the Local API where it writes.
 */
const cmsUrl = inject('cmsUrl')
type Role = 'anonymous' | 'contributor' | 'editor' | 'admin'
const ROLES: Role[] = ['anonymous', 'contributor', 'editor', 'admin']
/** Editors and admins; contributors are not among them (they write only their own drafts). */
const STAFF: Role[] = ['editor', 'admin']
const headers: Record<Role, Record<string, string>> = {
  anonymous: {},
  contributor: {},
  editor: {},
  admin: {},
}
const fixtures = {
  authorId: '',
  ownAuthorId: '',
  draftId: '',
  subscriberId: '',
  incompleteId: '',
  editorId: '',
  contributorId: '',
}

beforeAll(async () => {
  const payload = await testPayload()
  await ensureStaff(payload)
  headers.editor = await authHeaders(cmsUrl, TEST_EDITOR)
  headers.admin = await authHeaders(cmsUrl, TEST_ADMIN)
  headers.contributor = await authHeaders(cmsUrl, TEST_CONTRIBUTOR)
  fixtures.authorId = (await createAuthor(payload)).id
  fixtures.ownAuthorId = await contributorAuthorId(payload)
  fixtures.draftId = (await createArticle(payload, fixtures.authorId)).id
  fixtures.subscriberId = (
    await payload.create({
      collection: 'newsletters',
      data: { name: 'Reader', email: `graphql-${uniqueSuffix()}@example.com`, status: 'active' },
    })
  ).id
  fixtures.incompleteId = (
    await payload.create({
      collection: 'incomplete-articles',
      data: { articleId: fixtures.draftId, articleTitle: 'Draft' },
    })
  ).id
  fixtures.editorId = await accountId(TEST_EDITOR.email)
  fixtures.contributorId = await accountId(TEST_CONTRIBUTOR.email)
})

async function accountId(email: string): Promise<string> {
  const { docs } = await (
    await testPayload()
  ).find({ collection: 'users', where: { email: { equals: email } } })
  return docs[0]?.id ?? ''
}

const ask = (role: Role, query: string, variables: Record<string, unknown> = {}) =>
  graphql(cmsUrl, query, headers[role], variables)

const listed = async (role: Role, collection: string, id: string) =>
  docsOf(await ask(role, `{ ${collection}(limit: 0) { docs { id } } }`), collection).some(
    (doc) => doc.id === id,
  )

const publishedArticle = async () =>
  createArticle(await testPayload(), fixtures.authorId, { published: true })

const readArticle = async (id: string) =>
  (await testPayload()).findByID({ collection: 'articles', id, depth: 0 })

const latestVersion = async (id: string) =>
  (await testPayload()).findByID({ collection: 'articles', id, draft: true, depth: 0 })

/** A draft the test contributor wrote (its `createdBy`), with its own byline. */
async function contributorsDraft(): Promise<string> {
  const payload = await testPayload()
  const contributor = await payload.findByID({ collection: 'users', id: fixtures.contributorId })
  const draft = await payload.create({
    collection: 'articles',
    data: articleData(fixtures.ownAuthorId) as unknown as Omit<
      Article,
      'id' | 'createdAt' | 'updatedAt'
    >,
    draft: true,
    user: { ...contributor, collection: 'users' },
  })
  return draft.id
}

async function freshUser(): Promise<string> {
  const user = await (
    await testPayload()
  ).create({
    collection: 'users',
    data: {
      email: `graphql-${uniqueSuffix()}@example.com`,
      password: 'graphql-password-1',
      role: 'editor',
    },
  })
  return user.id
}

interface Operation {
  name: string
  /** Whether the operation took effect, or showed what it asked for. */
  run: (role: Role) => Promise<boolean>
  allowed: Role[]
}

const OPERATIONS: Operation[] = [
  {
    name: 'read subscribers',
    run: (role) => listed(role, 'Newsletters', fixtures.subscriberId),
    allowed: STAFF,
  },
  {
    name: 'read incomplete articles',
    run: (role) => listed(role, 'IncompleteArticles', fixtures.incompleteId),
    allowed: STAFF,
  },
  {
    name: 'read a draft article',
    run: async (role) => {
      const answer = await ask(role, `{ Article(id: "${fixtures.draftId}") { id } }`)
      return (answer.data?.Article as { id?: string } | null)?.id === fixtures.draftId
    },
    allowed: STAFF,
  },
  {
    name: 'read author emails',
    run: async (role) => {
      const answer = await ask(role, '{ Authors(limit: 0) { docs { id email } } }')
      const author = docsOf(answer, 'Authors').find((doc) => doc.id === fixtures.authorId)
      return typeof author?.email === 'string'
    },
    allowed: STAFF,
  },
  {
    name: 'create an article',
    run: async (role) => {
      const answer = await ask(
        role,
        'mutation ($data: mutationArticleInput!) { createArticle(data: $data) { id } }',
        // The mutation's input type makes every required field non-null, even those the hooks
        // derive: an integrator sends them, and the server fills or ignores them as over REST.
        {
          // A contributor's byline is its own author profile; any other is refused.
          data: articleData(role === 'contributor' ? fixtures.ownAuthorId : fixtures.authorId, {
            slug: '',
            articleType: 'news',
            readTime: 1,
            status: 'draft',
          }),
        },
      )
      const id = (answer.data?.createArticle as { id?: string } | null)?.id
      // Created, with its slug made from the title as over REST.
      return id !== undefined && (await readArticle(id)).slug.startsWith('test-article-')
    },
    allowed: ['contributor', ...STAFF],
  },
  {
    name: 'update an article',
    run: async (role) => {
      const { id } = await publishedArticle()
      const title = `Retitled ${uniqueSuffix()}`
      await ask(role, `mutation { updateArticle(id: "${id}", data: { title: "${title}" }) { id } }`)
      return (await readArticle(id)).title === title
    },
    allowed: STAFF,
  },
  {
    name: 'update the contributor’s own draft',
    run: async (role) => {
      const id = await contributorsDraft()
      const title = `Own draft ${uniqueSuffix()}`
      await ask(
        role,
        `mutation { updateArticle(id: "${id}", draft: true, data: { title: "${title}" }) { id } }`,
      )
      return (await latestVersion(id)).title === title
    },
    allowed: ['contributor', ...STAFF],
  },
  {
    name: 'publish the contributor’s own draft',
    run: async (role) => {
      const id = await contributorsDraft()
      await ask(role, `mutation { updateArticle(id: "${id}", data: { published: true }) { id } }`)
      return (await readArticle(id)).published === true
    },
    allowed: STAFF,
  },
  {
    name: 'feature the contributor’s own draft',
    run: async (role) => {
      const id = await contributorsDraft()
      await ask(
        role,
        `mutation { updateArticle(id: "${id}", draft: true, data: { featured: true }) { id } }`,
      )
      return (await latestVersion(id)).featured === true
    },
    allowed: STAFF,
  },
  {
    name: 'delete the contributor’s own draft',
    run: async (role) => {
      const id = await contributorsDraft()
      await ask(role, `mutation { deleteArticle(id: "${id}") { id } }`)
      const { totalDocs } = await (
        await testPayload()
      ).count({ collection: 'articles', where: { id: { equals: id } } })
      return totalDocs === 0
    },
    allowed: STAFF,
  },
  {
    name: 'update site settings',
    run: async (role) => {
      const payload = await testPayload()
      const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
      const { tagline } = settings
      const marked = `${tagline} ${uniqueSuffix()}`
      // Payload's global input requires every required field.
      const data = {
        tagline: marked,
        siteName: settings.siteName,
        generationPublishMode: settings.generationPublishMode,
        digestDay: settings.digestDay,
        digestHourUtc: settings.digestHourUtc,
      }
      await ask(
        role,
        'mutation ($data: mutationSiteSettingInput!) { updateSiteSetting(data: $data) { tagline } }',
        { data },
      )
      const after = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
      if (after.tagline === marked)
        await payload.updateGlobal({ slug: 'site-settings', data: { tagline } })
      return after.tagline === marked
    },
    allowed: ['admin'],
  },
  {
    name: 'set counters and status',
    run: async (role) => {
      const { id } = await publishedArticle()
      const title = `Counted ${uniqueSuffix()}`
      const answer = await ask(
        role,
        `mutation { updateArticle(id: "${id}", data: { title: "${title}", claps: 1000, views: 1000, status: draft }) { id } }`,
      )
      const after = await readArticle(id)
      // Staff's mutation went through (the title changed): the counters were ignored, not refused.
      if (STAFF.includes(role))
        expect({ errors: answer.errors, title: after.title }).toEqual({
          errors: undefined,
          title,
        })
      return after.claps !== 0 || after.views !== 0 || after.status !== 'published'
    },
    allowed: [],
  },
  {
    name: 'make a subscriber active',
    run: async (role) => {
      const payload = await testPayload()
      const { id } = await payload.create({
        collection: 'newsletters',
        data: {
          name: 'Reader',
          email: `graphql-${uniqueSuffix()}@example.com`,
          status: 'pending',
        },
      })
      await ask(role, `mutation { updateNewsletter(id: "${id}", data: { status: active }) { id } }`)
      const { status } = await payload.findByID({ collection: 'newsletters', id, depth: 0 })
      return status === 'active'
    },
    allowed: [],
  },
  {
    name: 'curate and approve a newsletter issue',
    run: async (role) => {
      const payload = await testPayload()
      const { id } = await payload.create({
        collection: 'newsletter-issues',
        data: {
          subject: 'Proposed',
          week: `graphql-${uniqueSuffix()}`,
          status: 'draft',
          articles: [(await publishedArticle()).id],
          recipients: 0,
          sent: 0,
        },
      })
      await ask(
        role,
        `mutation { updateNewsletterIssue(id: "${id}", data: { subject: "Curated", status: approved }) { id } }`,
      )
      const after = await payload.findByID({ collection: 'newsletter-issues', id, depth: 0 })
      return after.subject === 'Curated' && after.status === 'approved'
    },
    allowed: STAFF,
  },
  {
    name: 'give an account the admin role',
    run: async (role) => {
      // Editors and contributors may update their own account: the role field must still refuse them.
      const own = { editor: fixtures.editorId, contributor: fixtures.contributorId } as const
      const id = role === 'editor' || role === 'contributor' ? own[role] : await freshUser()
      await ask(role, `mutation { updateUser(id: "${id}", data: { role: admin }) { id } }`)
      const { role: after } = await (await testPayload()).findByID({ collection: 'users', id })
      return after === 'admin'
    },
    allowed: ['admin'],
  },
]

const cells = OPERATIONS.flatMap((operation) =>
  ROLES.map((role) => ({ operation, role, allowed: operation.allowed.includes(role) })),
)

describe('GraphQL access matrix', () => {
  it.each(cells)('$role may $operation.name → $allowed', async ({ operation, role, allowed }) => {
    expect(await operation.run(role)).toBe(allowed)
  })
})
