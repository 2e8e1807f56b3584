import type { Payload, PayloadRequest, SanitizedCollectionConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import type { Article } from '@/payload-types'

import { computeReadTime, readTimeOnSave } from './computeReadTime'

/** A body of `count` words as the stored HTML holds it. */
const body = (count: number) =>
  `<p>${Array.from({ length: count }, (_, index) => `word${index + 1}`).join(' ')}</p>`

/** One save through the hook, as Payload calls it on an update (or a create without `stored`). */
function save(data: Partial<Article>, stored?: Partial<Article>): Partial<Article> {
  const args = {
    data: { ...data },
    originalDoc: stored as Article | undefined,
    operation: stored ? 'update' : 'create',
    collection: {} as SanitizedCollectionConfig,
    context: {},
    req: { payload: {} as Payload } as PayloadRequest,
  } as Parameters<typeof computeReadTime>[0]
  return computeReadTime(args) as Partial<Article>
}

describe('computeReadTime', () => {
  it('derives the read time of a new article from its body (200 words a minute)', () => {
    expect(save({ contentHtml: body(753) }).readTime).toBe(4)
    expect(save({ contentHtml: body(0), readTime: null as unknown as number }).readTime).toBe(1)
  })

  it('follows the body when a save sends back the read time the previous body gave', () => {
    // Before: the first autosave stored 1 minute for a short body; every later save of the
    // admin's form sent that 1 back, and a 753-word body kept it.
    const first = save({ contentHtml: body(12) })
    expect(first.readTime).toBe(1)
    const draft = { contentHtml: body(12), readTime: first.readTime }
    const longer = save({ contentHtml: body(753), readTime: 1 }, draft)
    expect(longer.readTime).toBe(4)
    // The publish sends the form again, with the 4 the autosave answered.
    const published = save(
      { contentHtml: body(1001), readTime: 4 },
      { contentHtml: body(753), readTime: 4 },
    )
    expect(published.readTime).toBe(6)
  })

  it('keeps a read time the writer typed, until they empty the field', () => {
    const typed = save(
      { contentHtml: body(753), readTime: 10 },
      { contentHtml: body(753), readTime: 4 },
    )
    expect(typed.readTime).toBe(10)
    // Later saves send the 10 back with a changed body: it is the writer's, not the body's.
    const edited = save(
      { contentHtml: body(900), readTime: 10 },
      { contentHtml: body(753), readTime: 10 },
    )
    expect(edited.readTime).toBe(10)
    const emptied = save(
      { contentHtml: body(900), readTime: null as unknown as number },
      { contentHtml: body(900), readTime: 10 },
    )
    expect(emptied.readTime).toBe(5)
  })

  it('takes a read time a save states along with a new body (the generated text, an API call)', () => {
    expect(
      save({ contentHtml: body(753), readTime: 7 }, { contentHtml: body(20), readTime: 1 })
        .readTime,
    ).toBe(7)
    expect(save({ contentHtml: body(753), readTime: 7 }).readTime).toBe(7)
  })
})

describe('readTimeOnSave', () => {
  it('leaves the read time alone when there is no body to count', () => {
    expect(
      readTimeOnSave({
        sent: undefined,
        stored: undefined,
        html: undefined,
        previousHtml: undefined,
      }),
    ).toBeUndefined()
    expect(readTimeOnSave({ sent: 3, stored: 3, html: undefined, previousHtml: body(600) })).toBe(3)
  })
})
