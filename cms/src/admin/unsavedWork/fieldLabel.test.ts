import type { ClientField } from 'payload'
import { describe, expect, it } from 'vitest'

import { fieldLabelOf } from './fieldLabel'

const fields = [
  { name: 'authorId', type: 'relationship', label: 'Author', relationTo: 'authors' },
  { name: 'content', type: 'richText' },
  { name: 'readTime', type: 'number' },
] as unknown as ClientField[]

describe('fieldLabelOf', () => {
  it('uses the label the field is given', () => {
    expect(fieldLabelOf(fields, 'authorId')).toBe('Author')
  })

  it('names an unlabelled field as Payload does, from its name', () => {
    expect(fieldLabelOf(fields, 'content')).toBe('Content')
    expect(fieldLabelOf(fields, 'readTime')).toBe('Read Time')
  })

  it('labels a nested path by its top-level field', () => {
    expect(fieldLabelOf(fields, 'authorId.0.value')).toBe('Author')
  })
})
