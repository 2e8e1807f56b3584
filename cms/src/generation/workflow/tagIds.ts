import type { Payload } from 'payload'

/** The ids of the tags with these names, creating the missing ones (concurrently safe). */
export async function tagIds(payload: Payload, names: string[]): Promise<string[]> {
  const unique = [...new Map(names.map((name) => [name.toLowerCase(), name])).values()]
  return Promise.all(unique.map((name) => tagId(payload, name)))
}

async function findTag(payload: Payload, name: string): Promise<string | undefined> {
  const { docs } = await payload.find({
    collection: 'tags',
    where: { name: { like: name } },
    limit: 10,
    depth: 0,
    select: { name: true },
  })
  return docs.find((tag) => tag.name.toLowerCase() === name.toLowerCase())?.id
}

async function tagId(payload: Payload, name: string): Promise<string> {
  const existing = await findTag(payload, name)
  if (existing) return existing
  try {
    return (
      await payload.create({ collection: 'tags', data: { name, slug: '', count: 0 }, depth: 0 })
    ).id
  } catch (error) {
    // Another generation created it a moment ago: the unique name index refused ours.
    const created = await findTag(payload, name)
    if (created) return created
    throw error
  }
}
