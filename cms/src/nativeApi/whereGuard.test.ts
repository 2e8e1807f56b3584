import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'

import { whereRefusal } from './whereGuard'

const fields = (list: Array<Record<string, unknown>>) => list as unknown as FlattenedField[]

const TAGS = fields([{ name: 'name', type: 'text' }])
const ARTICLES = fields([
  { name: 'title', type: 'text' },
  { name: 'claps', type: 'number' },
  { name: 'publishedAt', type: 'date' },
  { name: 'content', type: 'richText' },
  { name: 'meta', type: 'json' },
  { name: 'articleType', type: 'select', options: ['news', { label: 'Guide', value: 'guide' }] },
  { name: 'author', type: 'relationship', relationTo: 'authors' },
  { name: 'tags', type: 'relationship', relationTo: 'tags', hasMany: true },
])
const fieldsOf = (slug: string) => (slug === 'tags' ? TAGS : undefined)
const refusal = (where: unknown) => whereRefusal(where, ARTICLES, fieldsOf)

const UUID = '3f7c0e8f-285f-42c9-8f9c-cda28fee6c82'

describe('whereRefusal', () => {
  it.each([
    { title: { like: 'bitcoin' } },
    { id: { in: [UUID] }, tags: { in: `${UUID},${UUID}` } },
    { tags: { all: [UUID] }, articleType: { in: ['news', 'guide'] } },
    { or: [{ claps: { greater_than: 3 } }, { and: [{ publishedAt: { less_than: 'x' } }] }] },
    { content: { exists: true }, meta: { equals: null } },
    { 'tags.name': { like: 'defi' }, tags: { name: { equals: 'defi' } } },
    { id: { like: 'abc' }, author: { equals: 'not-an-id' } },
    // Unknown paths and shapes are Payload's to refuse.
    { nowhere: { equals: 1 }, title: { nonsense: 1 }, or: 'x' },
  ])('passes %j', (where) => {
    expect(refusal(where)).toBeNull()
  })

  it.each([
    [{ 'content.0.x': { equals: 1 } }, 'content can only be queried as a whole'],
    [{ content__root__children: { exists: true } }, 'content can only be queried as a whole'],
    [{ meta: { x: { equals: 1 } } }, 'meta can only be queried as a whole'],
    [{ content: { like: 'x' } }, 'like applies to text fields only, not content'],
    [{ publishedAt: { contains: 'x' } }, 'contains applies to text fields only, not publishedAt'],
    [{ id: { not_like: 'x' } }, 'not_like applies to text fields only, not id'],
    [{ title: { near: '1,2' } }, 'near applies to point fields only, not title'],
    [{ title: { all: ['a'] } }, 'all applies to fields with many values only, not title'],
    [{ tags: { in: 'x' } }, 'tags cannot hold "x"'],
    [{ id: { not_in: [UUID, 'x'] } }, 'id cannot hold "x"'],
    [{ articleType: { in: 'other' } }, 'articleType cannot hold "other"'],
    [{ tags: { in: { a: 1 } } }, 'in takes a list of values'],
    [{ or: [{ and: [{ title: { contains: 'a' } }, { claps: { like: 1 } }] }] }, /claps/],
  ])('refuses %j', (where, message) => {
    expect(refusal(where)).toMatch(message)
  })

  it('refuses and/or nested deeper than the bound', () => {
    let where: unknown = { title: { equals: 'a' } }
    for (let level = 0; level < 20; level++) where = { or: [where] }
    expect(refusal(where)).toBe('where nests and/or deeper than 8')
  })
})
