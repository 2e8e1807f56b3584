import { afterAll, beforeAll, expect } from 'vitest'

import type { Article } from '../../cms/src/payload-types'
import { createAuthor } from './fixtures'
import { testPayload } from './payload'
import { editorHeaders } from './staff'

/**
 * An article's saves as Payload's admin sends them over REST, by an editor, for a test file (it
 * registers its own hooks): Create New's empty draft, autosaves and Publish, each with the whole
 * form; every article made is deleted after the file.
 */
export function adminArticleSaves(cmsUrl: string) {
  let editor: Record<string, string> = {}
  let authorId = ''
  const created: string[] = []

  beforeAll(async () => {
    editor = await editorHeaders(cmsUrl)
    authorId = (await createAuthor(await testPayload())).id
  })

  afterAll(async () => {
    const payload = await testPayload()
    for (const id of created) await payload.delete({ collection: 'articles', id })
  })

  async function send(method: string, path: string, body: object) {
    const response = await fetch(`${cmsUrl}/cms-api${path}`, {
      method,
      headers: editor,
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as { doc?: Article } }
  }

  return {
    send,
    /** The author the file's forms name. */
    authorId: () => authorId,
    /** An article the test made itself, deleted after the file too. */
    remember: (id: string) => created.push(id),
    /** What "Create new" does in the admin: an empty draft, saved at once, that autosaves fill. */
    newDraft: async (): Promise<string> => {
      const payload = await testPayload()
      const draft = await payload.create({
        collection: 'articles',
        data: {} as unknown as Omit<Article, 'id' | 'createdAt' | 'updatedAt'>,
        draft: true,
        depth: 0,
      })
      created.push(draft.id)
      return draft.id
    },
    /** An autosave of the admin's form. */
    autosave: async (id: string, data: Record<string, unknown>): Promise<Article> => {
      const saved = await send('PATCH', `/articles/${id}?draft=true&autosave=true&depth=0`, data)
      expect(saved.status).toBe(200)
      return saved.body.doc as Article
    },
    /** The admin's Publish: the whole form, not a draft. */
    publish: async (id: string, data: Record<string, unknown>): Promise<Article> => {
      const published = await send('PATCH', `/articles/${id}?depth=0`, {
        ...data,
        _status: 'published',
      })
      expect(published.status).toBe(200)
      expect(published.body.doc?.published).toBe(true)
      return published.body.doc as Article
    },
  }
}
