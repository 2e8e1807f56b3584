import { buildSchema } from 'graphql'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { JSON_HEADERS } from '../support/clients'
import { createIntegration } from '../support/integrationKeys'
import { TEST_ADMIN, authHeaders, editorHeaders } from '../support/staff'

const cmsUrl = inject('cmsUrl')
const SDL_URL = `${cmsUrl}/cms-api/graphql/schema.graphql`
const INTROSPECTION = '{ __schema { queryType { name } types { name } } }'

let editor: Record<string, string> = {}

beforeAll(async () => {
  editor = await editorHeaders(cmsUrl)
})

const ask = (query: string, headers: Record<string, string> = {}) =>
  fetch(`${cmsUrl}/cms-api/graphql`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...headers },
    body: JSON.stringify({ query }),
  })

interface Answer {
  data?: { __schema?: { types: Array<{ name: string }> } } | null
  errors?: Array<{ message: string; extensions?: { name?: string } }>
}

describe('the published GraphQL schema', () => {
  it('is SDL anyone can fetch and parse, revalidated by ETag', async () => {
    const response = await fetch(SDL_URL)
    expect(response.status).toBe(200)
    const schema = buildSchema(await response.text())
    expect(schema.getQueryType()?.getFields()).toHaveProperty('Articles')
    const etag = response.headers.get('etag') ?? ''
    expect(etag).toMatch(/^".+"$/)
    expect((await fetch(SDL_URL, { headers: { 'if-none-match': etag } })).status).toBe(304)
  })
})

describe('introspection', () => {
  it('is refused to anonymous callers, pointing at the SDL', async () => {
    const response = await ask(INTROSPECTION)
    expect(response.status).toBe(401)
    const answer = (await response.json()) as Answer
    expect(answer.errors?.[0]?.message).toContain('/cms-api/graphql/schema.graphql')
  })

  it('is refused however the document hides it', async () => {
    const response = await ask(
      'query { ...Q } fragment Q on Query { __type(name: "Article") { name } }',
    )
    expect(response.status).toBe(401)
  })

  it('answers editors, and __typename stays anyone’s', async () => {
    const response = await ask(INTROSPECTION, editor)
    expect(response.status).toBe(200)
    const answer = (await response.json()) as Answer
    expect(answer.errors).toBeUndefined()
    expect(answer.data?.__schema?.types.map((type) => type.name)).toContain('Article')
    expect((await ask('{ __typename }')).status).toBe(200)
  })

  it('answers integration keys of either scope', async () => {
    const admin = await authHeaders(cmsUrl, TEST_ADMIN)
    for (const scope of ['read', 'editorial'] as const) {
      const integration = await createIntegration(cmsUrl, admin, scope)
      const response = await ask(INTROSPECTION, integration.headers)
      expect(response.status).toBe(200)
      expect(((await response.json()) as Answer).errors).toBeUndefined()
    }
  })
})

describe('GraphQL error names', () => {
  it('are Payload’s class names, not minified ones', async () => {
    const response = await ask(
      'mutation { createTag(data: { name: "Anonymous tag", slug: "anonymous-tag", count: 0 }) { id } }',
    )
    const answer = (await response.json()) as Answer
    expect(answer.errors?.[0]?.extensions?.name).toBe('Forbidden')
  })

  it('are readable in Payload’s REST errors too', async () => {
    const response = await fetch(`${cmsUrl}/cms-api/tags`, {
      method: 'POST',
      headers: editor,
      body: JSON.stringify({ description: 'A tag without a name' }),
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: Array<{ name?: string }> }
    expect(body.errors[0]?.name).toBe('ValidationError')
  })
})
