import { describe, expect, inject, it } from 'vitest'

import { slugify } from '@blockwise/shared'

import { articleData, uniqueSuffix } from '../support/fixtures'
import { adminArticleSaves } from '../support/adminArticleSaves'
import { testPayload } from '../support/payload'

/**
 * docs/product.md (Article `slug`): until an article is first published, a slug derived from its
 * title follows the title as the admin autosaves it (before: a half-typed title froze the slug
 * after the first autosave); a slug the editor typed stays, and after the first publish the slug
 * only changes when an editor changes it. The saves go through REST as the admin sends them.
 */
const cmsUrl = inject('cmsUrl')
const { send, newDraft, autosave, publish, authorId, remember } = adminArticleSaves(cmsUrl)

/** The slug the article's latest version holds, as the admin opens it. */
async function latestSlug(id: string): Promise<string | null | undefined> {
  const payload = await testPayload()
  return (await payload.findByID({ collection: 'articles', id, draft: true, depth: 0 })).slug
}

/** A form of the article as the editor has filled it in, with `title` and `slug`. */
const form = (title: string, slug?: string | null) =>
  articleData(authorId(), slug === undefined ? { title } : { title, slug })

describe("an article's slug before its first publish", () => {
  it('follows the title from a half-typed one to the whole', async () => {
    const suffix = uniqueSuffix()
    const half = `Slug follows ${suffix} halv`
    const whole = `Slug follows ${suffix} halving rally`
    const id = await newDraft()

    // The first autosave: the slug field is still empty.
    const first = await autosave(id, form(half, ''))
    expect(first.slug).toBe(slugify(half))
    // The next sends back the slug the first answered with, which the admin shows.
    const second = await autosave(id, form(whole, first.slug))
    expect(second.slug).toBe(slugify(whole))
    expect(await latestSlug(id)).toBe(slugify(whole))

    // A save that leaves the slug out (an integration's PATCH { title }) follows too.
    const retitled = `${whole} today`
    expect((await autosave(id, { title: retitled })).slug).toBe(slugify(retitled))

    // Published, readers find it at the slug of the title it was published with.
    await publish(id, form(retitled, slugify(retitled)))
    const reader = await fetch(`${cmsUrl}/api/articles/${slugify(retitled)}`)
    expect(reader.status).toBe(200)
    expect(((await reader.json()) as { title: string }).title).toBe(retitled)
  })

  it('keeps a slug the editor typed when the title changes', async () => {
    const suffix = uniqueSuffix()
    const id = await newDraft()
    const first = await autosave(id, form(`Typed slug ${suffix} hal`, ''))

    const typed = await autosave(id, form(`Typed slug ${suffix} hal`, `My Own Slug ${suffix}`))
    expect(typed.slug).toBe(`my-own-slug-${suffix}`)
    expect(typed.slug).not.toBe(first.slug)
    const retitled = await autosave(id, form(`Typed slug ${suffix} halving`, typed.slug))
    expect(retitled.slug).toBe(`my-own-slug-${suffix}`)
    expect((await autosave(id, { title: `Typed slug ${suffix} again` })).slug).toBe(
      `my-own-slug-${suffix}`,
    )
    expect(await latestSlug(id)).toBe(`my-own-slug-${suffix}`)
  })
})

describe("an article's slug after its first publish", () => {
  it('stays when the title changes, live or taken down again', async () => {
    const suffix = uniqueSuffix()
    const title = `Published slug ${suffix}`
    const id = await newDraft()
    const saved = await autosave(id, form(title, ''))
    const slug = slugify(title)
    expect(saved.slug).toBe(slug)
    await publish(id, form(title, slug))

    // A draft of the live article with a new title keeps the slug readers know.
    expect((await autosave(id, form(`${title} revised`, slug))).slug).toBe(slug)
    expect((await autosave(id, { title: `${title} revised twice` })).slug).toBe(slug)
    expect((await fetch(`${cmsUrl}/api/articles/${slug}`)).status).toBe(200)
    // Published again with the new title: still the same slug.
    expect((await publish(id, form(`${title} revised twice`, slug))).slug).toBe(slug)

    // Taken down, it has still been published once.
    const unpublished = await send('PATCH', `/articles/${id}?depth=0`, { _status: 'draft' })
    expect(unpublished.status).toBe(200)
    expect(unpublished.body.doc?.published).toBe(false)
    expect((await autosave(id, form(`${title} once more`, slug))).slug).toBe(slug)
    expect(await latestSlug(id)).toBe(slug)
  })

  it('changes only when an editor changes it', async () => {
    const suffix = uniqueSuffix()
    const title = `Renamed slug ${suffix}`
    const id = await newDraft()
    await autosave(id, form(title, ''))
    await publish(id, form(title, slugify(title)))
    const renamed = await autosave(id, form(`${title} moved`, `moved-${suffix}`))
    expect(renamed.slug).toBe(`moved-${suffix}`)
    expect(await latestSlug(id)).toBe(`moved-${suffix}`)
  })
})

describe('a slug another article holds', () => {
  it('is followed with -2, and a suffixed slug keeps following the title', async () => {
    const suffix = uniqueSuffix()
    const title = `Clash ${suffix}`
    const live = await send(
      'POST',
      '/articles?depth=0',
      articleData(authorId(), { title, published: true }),
    )
    expect(live.status).toBe(201)
    remember(String(live.body.doc?.id))
    expect(live.body.doc?.slug).toBe(slugify(title))

    const id = await newDraft()
    const half = await autosave(id, form(`Clash ${suffix.slice(0, 4)}`, ''))
    const clashing = await autosave(id, form(title, half.slug))
    expect(clashing.slug).toBe(`${slugify(title)}-2`)
    // `-2` is still the title's derived slug: it follows the next title.
    const onwards = await autosave(id, form(`${title} onwards`, clashing.slug))
    expect(onwards.slug).toBe(slugify(`${title} onwards`))
  })

  it('counts when only the latest draft of an article never published holds it', async () => {
    const suffix = uniqueSuffix()
    const title = `Draft clash ${suffix}`
    const first = await newDraft()
    expect((await autosave(first, form(title, ''))).slug).toBe(slugify(title))

    const second = await newDraft()
    const half = await autosave(second, form(`Draft clash ${suffix.slice(0, 4)}`, ''))
    expect((await autosave(second, form(title, half.slug))).slug).toBe(`${slugify(title)}-2`)
    // Both publish: the slugs do not meet in the unique index.
    await publish(first, form(title, slugify(title)))
    await publish(second, form(title, `${slugify(title)}-2`))
  })
})
