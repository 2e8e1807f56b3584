import { APIError, type PayloadRequest } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import type { Article } from '@/payload-types'

import {
  CONTRIBUTORS_CANNOT_PUBLISH,
  CONTRIBUTORS_OWN_BYLINE,
  holdContributorsToDrafts,
} from './contributorRules'

type Hook = Parameters<typeof holdContributorsToDrafts>[0]

const OWN_AUTHOR = 'author-own'
const OTHER_AUTHOR = 'author-other'

function save(
  role: string,
  data: Partial<Article>,
  originalDoc?: Partial<Article>,
  ownAuthor: string | null = OWN_AUTHOR,
) {
  const find = vi.fn().mockResolvedValue({ docs: ownAuthor ? [{ id: ownAuthor }] : [] })
  const req = {
    user: { collection: 'users', id: 'u-1', role, email: 'writer@example.com' },
    payload: { find },
  } as unknown as PayloadRequest
  const args = { data, originalDoc, req } as unknown as Hook
  const run = (): Promise<unknown> => Promise.resolve(holdContributorsToDrafts(args) as unknown)
  return { run, find }
}

async function refusal(run: () => unknown): Promise<APIError> {
  try {
    await run()
  } catch (error) {
    if (error instanceof APIError) return error
    throw error
  }
  throw new Error('the save went through')
}

describe('a contributor’s save', () => {
  it('is refused with a 403 when it publishes', async () => {
    const error = await refusal(save('contributor', { _status: 'published' }).run)
    expect([error.status, error.message]).toEqual([403, CONTRIBUTORS_CANNOT_PUBLISH])
  })

  it('is refused with a 403 when it puts someone else’s byline on the article', async () => {
    const error = await refusal(save('contributor', { authorId: OTHER_AUTHOR }).run)
    expect([error.status, error.message]).toEqual([403, CONTRIBUTORS_OWN_BYLINE])
  })

  it('keeps its own byline, and looks the profile up by the account’s email', async () => {
    const { run, find } = save('contributor', { _status: 'draft', authorId: OWN_AUTHOR })
    expect(await run()).toMatchObject({ authorId: OWN_AUTHOR })
    expect(find).toHaveBeenCalledWith(
      expect.objectContaining({ where: { email: { equals: 'writer@example.com' } } }),
    )
  })

  it('keeps the byline an editor already set', async () => {
    const { run } = save('contributor', { authorId: OTHER_AUTHOR }, { authorId: OTHER_AUTHOR })
    expect(await run()).toMatchObject({ authorId: OTHER_AUTHOR })
  })

  it('gives a new article without a byline the contributor’s own', async () => {
    expect(await save('contributor', { title: 'New' }).run()).toMatchObject({
      authorId: OWN_AUTHOR,
    })
  })

  it('reads an emptied byline as none, and gives its own', async () => {
    expect(await save('contributor', { authorId: '' }).run()).toMatchObject({
      authorId: OWN_AUTHOR,
    })
  })

  it('leaves the byline empty when the contributor has no author profile', async () => {
    const result = await save('contributor', { title: 'New' }, undefined, null).run()
    expect(result).toEqual({ title: 'New' })
  })

  it('leaves an existing byline alone when the save does not name one', async () => {
    const result = await save(
      'contributor',
      { title: 'Retitled' },
      { authorId: OTHER_AUTHOR },
    ).run()
    expect(result).toEqual({ title: 'Retitled' })
  })
})

describe('an editor’s save', () => {
  it('publishes and sets any byline', async () => {
    const data = { _status: 'published', authorId: OTHER_AUTHOR } as const
    const { run, find } = save('editor', data)
    expect(await run()).toEqual(data)
    expect(find).not.toHaveBeenCalled()
  })
})
