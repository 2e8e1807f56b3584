import type { Author } from '../../cms/src/payload-types'
import { articleData, authorData, restCreateArticle, restUpdateArticle } from '../support/fixtures'

type Headers = Record<string, string>

/** `where[field][equals]=value&…` for the native REST API. */
const whereEquals = (conditions: Record<string, string>) =>
  Object.entries(conditions)
    .map(([field, value]) => `where[${field}][equals]=${encodeURIComponent(value)}`)
    .join('&')

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/**
 * The newsroom of a running CMS through its native REST API, as editors' tools use it: what the
 * cluster's tests write and read (they have no Local API: the CMS is other processes).
 */
export function newsroomRest(cmsUrl: string, editor: Headers, admin: Headers) {
  const find = async <T>(collection: string, conditions: Record<string, string>) =>
    (
      await json<{ docs: T[] }>(
        await fetch(
          `${cmsUrl}/cms-api/${collection}?${whereEquals(conditions)}&depth=0&limit=100`,
          {
            headers: editor,
          },
        ),
        `Reading ${collection}`,
      )
    ).docs

  const create = async <T>(collection: string, data: object, headers = editor) =>
    (
      await json<{ doc: T }>(
        await fetch(`${cmsUrl}/cms-api/${collection}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(data),
        }),
        `Creating in ${collection}`,
      )
    ).doc

  return {
    find,
    create,
    remove: (collection: string, id: string, headers = editor) =>
      fetch(`${cmsUrl}/cms-api/${collection}/${id}`, { method: 'DELETE', headers }),
    settings: () =>
      fetch(`${cmsUrl}/cms-api/globals/site-settings`, { headers: editor }).then((answer) =>
        json<{ siteName: string }>(answer, 'Reading the site settings'),
      ),
    author: (data: Partial<Author> = {}) =>
      create<{ id: string; slug: string; name: string }>('authors', authorData(data), admin),
    async publish(authorId: string, overrides: Record<string, unknown> = {}) {
      const { status, body } = await restCreateArticle(
        cmsUrl,
        editor,
        articleData(authorId, { published: true, ...overrides }),
      )
      if (status !== 201 || !body.doc) throw new Error(`Publishing: ${status}`)
      return body.doc
    },
    async change(id: string, data: Record<string, unknown>) {
      const { status } = await restUpdateArticle(cmsUrl, editor, id, data)
      if (status !== 200) throw new Error(`Changing article ${id}: ${status}`)
    },
  }
}

export type NewsroomRest = ReturnType<typeof newsroomRest>
