import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { authorListSchema, authorSchema } from '@blockwise/shared'

import { createAuthor } from '../support/fixtures'
import { testPayload } from '../support/payload'
import { editorHeaders } from '../support/staff'

const cmsUrl = inject('cmsUrl')
let authorId = ''
let authorEmail = ''

beforeAll(async () => {
  const author = await createAuthor(await testPayload(), {
    avatar: 'avatars/raj-patel.svg',
    age: 33,
  })
  authorId = author.id
  authorEmail = author.email
})

describe('GET /api/authors', () => {
  it('lists authors without their emails for readers', async () => {
    const authors = authorListSchema.parse(await (await fetch(`${cmsUrl}/api/authors`)).json())
    const author = authors.find((candidate) => candidate.id === authorId)
    expect(author).toMatchObject({ avatar: '/avatars/raj-patel.svg', age: 33, initials: 'TA' })
    expect(authors.every((candidate) => candidate.email === undefined)).toBe(true)
  })

  it('includes emails for editors', async () => {
    const response = await fetch(`${cmsUrl}/api/authors`, { headers: await editorHeaders(cmsUrl) })
    const authors = authorListSchema.parse(await response.json())
    expect(authors.find((candidate) => candidate.id === authorId)?.email).toBe(authorEmail)
  })
})

describe('GET /api/authors/{authorId}', () => {
  it('returns one author, without the email for readers', async () => {
    const response = await fetch(`${cmsUrl}/api/authors/${authorId}`)
    expect(response.status).toBe(200)
    const author = authorSchema.parse(await response.json())
    expect(author.id).toBe(authorId)
    expect(author).not.toHaveProperty('email')
  })

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of [randomUUID(), '42', 'drop table authors']) {
      const response = await fetch(`${cmsUrl}/api/authors/${encodeURIComponent(id)}`)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: 'Author not found' })
    }
  })
})
