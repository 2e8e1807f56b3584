import { randomUUID } from 'node:crypto'

import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { ISSUE_ARTICLES_MAX, validateIssueArticles } from './validateIssueArticles'

interface Stored {
  id: string
  title: string
  published: boolean
}

/** A request whose Local API finds the stored articles among the ids asked for. */
function requestWith(stored: Stored[], user: PayloadRequest['user'] = { id: 'e' } as never) {
  const find = ({ where }: { where: { id: { in: string[] } } }) =>
    Promise.resolve({ docs: stored.filter((doc) => where.id.in.includes(doc.id)) })
  return { user, payload: { find } } as unknown as PayloadRequest
}

const article = (title: string, published = true): Stored => ({
  id: randomUUID(),
  title,
  published,
})

describe('validateIssueArticles', () => {
  const lesson = article('A lesson')
  const news = article('Some news')
  const draft = article('Not yet', false)
  const req = requestWith([lesson, news, draft])

  it('accepts published articles in any order, as ids or populated', async () => {
    expect(await validateIssueArticles([news.id, lesson.id], { req })).toBe(true)
    expect(await validateIssueArticles([{ id: lesson.id }, { value: news.id }], { req })).toBe(true)
  })

  it('refuses an unpublished article, naming it', async () => {
    expect(await validateIssueArticles([lesson.id, draft.id], { req })).toBe(
      '“Not yet” is not published: only published articles can go in the digest',
    )
  })

  it('refuses an empty list, too many, one twice, and ids that name no article', async () => {
    expect(await validateIssueArticles([], { req })).toBe('An issue needs at least one article')
    const many = Array.from({ length: ISSUE_ARTICLES_MAX + 1 }, () => lesson.id)
    expect(await validateIssueArticles(many, { req })).toBe(
      `An issue holds at most ${ISSUE_ARTICLES_MAX} articles`,
    )
    expect(await validateIssueArticles([lesson.id, lesson.id], { req })).toBe(
      `An article appears twice in the issue (article ${lesson.id})`,
    )
    expect(await validateIssueArticles(['1; DROP TABLE'], { req })).toBe(
      'No article with the id 1; DROP TABLE',
    )
    const unknown = randomUUID()
    expect(await validateIssueArticles([unknown], { req })).toBe(
      `No article with the id ${unknown}`,
    )
  })

  it('leaves the server’s own writes alone (the send job, an issue from before)', async () => {
    expect(await validateIssueArticles([], { req: requestWith([], null) })).toBe(true)
  })
})
