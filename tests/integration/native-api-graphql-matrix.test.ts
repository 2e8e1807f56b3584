import { beforeAll, describe, expect, inject, it } from 'vitest'

import { articleData, createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { docsOf, graphql } from '../support/graphql'
import { testPayload } from '../support/payload'
import { TEST_ADMIN, TEST_EDITOR, authHeaders, ensureStaff } from '../support/staff'

/**
 * Role × operation matrix of Payload's GraphQL API at /cms-api/graphql, the companion of the
 * REST matrix (native-api-access-matrix.test.ts). Each cell asks whether the operation took
 * effect (or showed the data), read back through the Local API where it writes.
 */
const cmsUrl = inject('cmsUrl')
type Role = 'anonymous' | 'editor' | 'admin'
const ROLES: Role[] = ['anonymous', 'editor', 'admin']
const STAFF: Role[] = ['editor', 'admin']
const headers: Record<Role, Record<string, string>> = { anonymous: {}, editor: {}, admin: {} }
const fixtures = { authorId: '', draftId: '', subscriberId: '', incompleteId: '', editorId: '' }

beforeAll(async () => {
  const payload = await testPayload()
  await ensureStaff(payload)
  headers.editor = await authHeaders(cmsUrl, TEST_EDITOR)
  headers.admin = await authHeaders(cmsUrl, TEST_ADMIN)
  fixtures.authorId = (await createAuthor(payload)).id
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
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: TEST_EDITOR.email } },
  })
  fixtures.editorId = docs[0]?.id ?? ''
})

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
          data: articleData(fixtures.authorId, {
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
    allowed: STAFF,
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
    name: 'give an account the admin role',
    run: async (role) => {
      // An editor may update their own account: the role field must still refuse them.
      const id = role === 'editor' ? fixtures.editorId : await freshUser()
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
