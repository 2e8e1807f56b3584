import { JSDOM } from 'jsdom'
import sharp from 'sharp'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import {
  BODY_RELATIONSHIP_NOT_ALLOWED,
  BODY_UPLOAD_NOT_ALLOWED,
  HEADING_NOT_ALLOWED,
  articleSchema,
  bodyNodeNotAllowed,
} from '@blockwise/shared'

import type { Media } from '@/payload-types'

import { EVERY_NODE, everyNodeDocument } from '../support/everyNode'
import {
  articleData,
  createArticle,
  createAuthor,
  fieldMessages,
  restCreateArticle,
  uniqueSuffix,
} from '../support/fixtures'
import { lexicalDocument, lexicalParagraph, lexicalText } from '../support/lexical'
import { testPayload } from '../support/payload'
import { TEST_EDITOR, authHeaders, ensureStaff } from '../support/staff'

/**
 * Every node the article editor offers reaches readers. An editor builds, through REST, an article
 * holding one of each; the contract's HTML must show each one, with the image, the card and the
 * video rendered from the documents they point at as they are now.
 */
const cmsUrl = inject('cmsUrl')
let editor: Record<string, string> = {}
let authorId = ''
let image: Media
let cardTarget = { id: '', slug: '', title: '', excerpt: '' }
let linkTarget = { id: '', slug: '' }
let slug = ''

async function uploadImage(alt: string): Promise<Media> {
  const png = await sharp({
    create: { width: 1800, height: 1200, channels: 3, background: '#4338ca' },
  })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([png], { type: 'image/png' }), `every-node-${uniqueSuffix()}.png`)
  form.append('_payload', JSON.stringify({ alt, credit: 'Photo: the test suite' }))
  const response = await fetch(`${cmsUrl}/cms-api/media`, {
    method: 'POST',
    headers: { authorization: editor.authorization ?? '' },
    body: form,
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { doc: Media }).doc
}

async function contractBody(): Promise<Document> {
  const response = await fetch(`${cmsUrl}/api/articles/${slug}`)
  expect(response.status).toBe(200)
  const article = articleSchema.parse(await response.json())
  expect(article.content).not.toMatch(/unknown node/i)
  return new JSDOM(`<body>${article.content}</body>`).window.document
}

beforeAll(async () => {
  const payload = await testPayload()
  await ensureStaff(payload)
  editor = await authHeaders(cmsUrl, TEST_EDITOR)
  authorId = (await createAuthor(payload)).id
  image = await uploadImage('Hash rate chart of the week')
  const card = await createArticle(payload, authorId, {
    published: true,
    excerpt: 'What the halving changes for miners.',
  })
  cardTarget = { id: card.id, slug: card.slug, title: card.title, excerpt: card.excerpt }
  const linked = await createArticle(payload, authorId, { published: true })
  linkTarget = { id: linked.id, slug: linked.slug }
  const { status, body } = await restCreateArticle(
    cmsUrl,
    editor,
    articleData(authorId, {
      published: true,
      featuredImage: image.id,
      content: everyNodeDocument({
        imageId: image.id,
        cardArticleId: card.id,
        linkedArticleId: linked.id,
      }),
    }),
  )
  expect(status, JSON.stringify(body)).toBe(201)
  slug = body.doc?.slug ?? ''
})

describe('an article with every node the editor offers, as the contract serves it', () => {
  it('keeps every text format, the line break and the tab', async () => {
    const body = await contractBody()
    const first = body.querySelector('p')
    expect(first?.querySelector('strong')?.textContent).toBe('bold words')
    expect(first?.querySelector('em')?.textContent).toBe('italic words')
    expect(first?.querySelector('code')?.textContent).toBe('code words')
    expect(first?.querySelector('sub')?.textContent).toBe('subscript words')
    expect(first?.querySelector('sup')?.textContent).toBe('superscript words')
    const styled = [...(first?.querySelectorAll('span') ?? [])].map((span) => [
      span.style.textDecoration,
      span.textContent,
    ])
    expect(styled).toEqual([
      ['line-through', 'strikethrough words'],
      ['underline', 'underline words'],
    ])
    expect(first?.querySelector('br')).not.toBeNull()
    expect(first?.textContent).toContain('\tafter a tab.')
  })

  it('keeps alignment, indentation, H2–H4, lists, the checklist, the quote and the rule', async () => {
    const body = await contractBody()
    const paragraphs = [...body.querySelectorAll('p')]
    const centred = paragraphs.find((p) => p.textContent === 'A centred paragraph.')
    expect(centred?.style.textAlign).toBe('center')
    const indented = paragraphs.find((p) => p.textContent === 'An indented paragraph.')
    expect(indented?.style.paddingInlineStart).toBe('40px')
    for (const tag of ['h2', 'h3', 'h4'])
      expect(body.querySelector(tag)?.textContent).toBe(`A ${tag} heading`)
    expect(body.querySelector('h1')).toBeNull()
    expect(
      [...body.querySelectorAll('ul:not(.checklist) > li')].map((li) => li.textContent),
    ).toEqual(['First bullet', 'Second bullet'])
    expect([...body.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual([
      'First step',
      'Second step',
    ])
    expect(body.querySelector('ul.checklist > li.checklist-done')?.textContent).toBe(
      EVERY_NODE.checklist.done,
    )
    expect(body.querySelector('ul.checklist > li.checklist-todo')?.textContent).toBe(
      EVERY_NODE.checklist.todo,
    )
    expect(body.querySelector('blockquote')?.textContent).toBe(EVERY_NODE.quote)
    expect(body.querySelector('hr')).not.toBeNull()
  })

  it('keeps external, internal and automatic links', async () => {
    const body = await contractBody()
    const external = body.querySelector(`a[href="${EVERY_NODE.externalUrl}"]`)
    expect(external?.textContent).toBe('the whitepaper')
    expect(external?.getAttribute('target')).toBe('_blank')
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(body.querySelector(`a[href="/articles/${linkTarget.slug}"]`)?.textContent).toBe(
      'our explainer',
    )
    expect(body.querySelector(`a[href="${EVERY_NODE.autolinkUrl}"]`)).not.toBeNull()
  })

  it('shows the image as a responsive, lazily loaded img with the media’s alt text and credit', async () => {
    const body = await contractBody()
    const img = body.querySelector('figure > img')
    expect(img?.getAttribute('src')).toBe(image.url)
    expect(img?.getAttribute('alt')).toBe('Hash rate chart of the week')
    expect(img?.getAttribute('width')).toBe('1800')
    expect(img?.getAttribute('height')).toBe('1200')
    expect(img?.getAttribute('loading')).toBe('lazy')
    expect(img?.getAttribute('sizes')).toBe('(min-width: 900px) 860px, 100vw')
    expect(img?.getAttribute('srcset')).toBe(
      [
        `${image.sizes?.thumbnail?.url} 400w`,
        `${image.sizes?.card?.url} 800w`,
        `${image.sizes?.hero?.url} 1600w`,
        `${image.url} 1800w`,
      ].join(', '),
    )
    expect(body.querySelector('figure > figcaption')?.textContent).toBe('Photo: the test suite')
  })

  it('shows the related article as a card linking to its page', async () => {
    const body = await contractBody()
    const card = body.querySelector(`.article-card > a[href="/articles/${cardTarget.slug}"]`)
    expect(card?.querySelector('.article-card-title')?.textContent).toBe(cardTarget.title)
    expect(card?.querySelector('.article-card-excerpt')?.textContent).toBe(cardTarget.excerpt)
  })

  it('plays the video from its start time, titled', async () => {
    const body = await contractBody()
    const iframe = body.querySelector('iframe')
    expect(iframe?.getAttribute('src')).toBe(EVERY_NODE.videoEmbed)
    expect(iframe?.getAttribute('title')).toBe(EVERY_NODE.videoTitle)
  })

  it('gives the featured image the media’s alt text', async () => {
    const article = articleSchema.parse(
      await (await fetch(`${cmsUrl}/api/articles/${slug}`)).json(),
    )
    expect(article.featuredImage).toBe(image.url)
    expect(article.featuredImageAlt).toBe('Hash rate chart of the week')
    const list = (await (await fetch(`${cmsUrl}/api/articles?published=true`)).json()) as Array<{
      slug: string
      featuredImageAlt: string | null
    }>
    expect(list.find((listed) => listed.slug === slug)?.featuredImageAlt).toBe(
      'Hash rate chart of the week',
    )
  })
})

/** The body HTML the native API serves, as stored. */
async function storedHtml(): Promise<string | null | undefined> {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'articles',
    where: { slug: { equals: slug } },
    depth: 0,
  })
  return docs[0]?.contentHtml
}

describe('what the body shows of other documents is what they are now', () => {
  it('follows a new alt text, a retitled card and an unpublished card', async () => {
    const payload = await testPayload()
    await payload.update({ collection: 'media', id: image.id, data: { alt: 'Hash rate, redrawn' } })
    // The stored HTML of the native API follows the image's new words at once.
    expect((await storedHtml()) ?? '').toContain('alt="Hash rate, redrawn"')
    await payload.update({
      collection: 'articles',
      id: cardTarget.id,
      data: { title: `Retitled ${cardTarget.title}` },
    })
    let body = await contractBody()
    expect(body.querySelector('figure > img')?.getAttribute('alt')).toBe('Hash rate, redrawn')
    expect(body.querySelector('.article-card-title')?.textContent).toBe(
      `Retitled ${cardTarget.title}`,
    )

    await payload.update({ collection: 'articles', id: cardTarget.id, data: { published: false } })
    body = await contractBody()
    expect(body.querySelector('.article-card')).toBeNull()
    // The stored HTML of the native API follows too.
    expect(await storedHtml()).not.toContain('article-card')
    await payload.update({ collection: 'articles', id: cardTarget.id, data: { published: true } })
  })
})

describe('what the editor does not offer is refused on every write path', () => {
  const heading = (tag: string) => ({
    type: 'heading',
    tag,
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [lexicalText('A second title')],
  })

  it.each([
    ['an H1', heading('h1'), HEADING_NOT_ALLOWED],
    ['an H5', heading('h5'), HEADING_NOT_ALLOWED],
    [
      'a table',
      { type: 'table', version: 1, format: '', indent: 0, direction: 'ltr', children: [] },
      bodyNodeNotAllowed('table'),
    ],
    [
      'an image of another collection',
      {
        type: 'upload',
        version: 3,
        format: '',
        id: 'x',
        fields: {},
        relationTo: 'users',
        value: 'x',
      },
      BODY_UPLOAD_NOT_ALLOWED,
    ],
    [
      'a card of an author',
      { type: 'relationship', version: 2, format: '', relationTo: 'authors', value: 'x' },
      BODY_RELATIONSHIP_NOT_ALLOWED,
    ],
  ])('refuses %s through REST with 400 and says why', async (_name, node, message) => {
    const { status, body } = await restCreateArticle(
      cmsUrl,
      editor,
      articleData(authorId, {
        content: lexicalDocument(lexicalParagraph(lexicalText('Hi')), node),
      }),
    )
    expect(status).toBe(400)
    expect(fieldMessages(body)).toContain(message)
  })

  it('refuses an H1 through the Local API too', async () => {
    const payload = await testPayload()
    await expect(
      createArticle(payload, authorId, { content: lexicalDocument(heading('h1')) }),
    ).rejects.toMatchObject({
      data: { errors: [{ path: 'content', message: HEADING_NOT_ALLOWED }] },
    })
  })
})
