interface LinkFieldsLike {
  linkType?: unknown
  doc?: unknown
}

interface NodeLike {
  type?: unknown
  fields?: LinkFieldsLike | null
  children?: unknown
}

/** The article an editor's internal link points at (its id), or null for any other link. */
export function linkedArticleId(fields: LinkFieldsLike | null | undefined): string | null {
  if (fields?.linkType !== 'internal') return null
  const doc = fields.doc as { relationTo?: unknown; value?: unknown } | null | undefined
  if (doc?.relationTo !== 'articles') return null
  const value = doc.value
  if (typeof value === 'string') return value
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : undefined
  return typeof id === 'string' ? id : null
}

/** The ids of every article the Lexical content links to internally. */
export function linkedArticleIds(content: { root?: unknown } | null | undefined): string[] {
  const ids = new Set<string>()
  const pending: unknown[] = [content?.root]
  while (pending.length > 0) {
    const node = pending.pop() as NodeLike | null | undefined
    if (!node || typeof node !== 'object') continue
    if (node.type === 'link') {
      const id = linkedArticleId(node.fields)
      if (id) ids.add(id)
    }
    if (Array.isArray(node.children)) pending.push(...(node.children as unknown[]))
  }
  return [...ids]
}
