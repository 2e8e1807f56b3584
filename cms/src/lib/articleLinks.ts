interface LinkFieldsLike {
  linkType?: unknown
  doc?: unknown
}

/** The id of a relationship's value, whether stored as the id or populated as the document. */
export function relatedId(value: unknown): string | null {
  if (typeof value === 'string') return value
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : undefined
  return typeof id === 'string' ? id : null
}

/** The article an editor's internal link points at (its id), or null for any other link. */
export function linkedArticleId(fields: LinkFieldsLike | null | undefined): string | null {
  if (fields?.linkType !== 'internal') return null
  const doc = fields.doc as { relationTo?: unknown; value?: unknown } | null | undefined
  if (doc?.relationTo !== 'articles') return null
  return relatedId(doc.value)
}
