import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { LINK_SCHEME_NOT_ALLOWED, VIDEO_HOST_NOT_ALLOWED } from '@blockwise/shared'

import { lexicalToArticleHtml } from '@/lib/articleHtml'

import {
  articleData,
  createArticle,
  createAuthor,
  fieldMessages,
  restCreateArticle,
  type PayloadErrorBody,
} from '../support/fixtures'
import {
  lexicalDocument as content,
  lexicalInternalLink as internalLink,
  lexicalParagraph as paragraph,
  lexicalText as text,
} from '../support/lexical'
import { testPayload } from '../support/payload'
import { TEST_EDITOR, authHeaders, ensureStaff } from '../support/staff'

/**
 * Editors' rich text (docs/product.md#limits) on every write path: links only http, https, mailto
 * and tel, or internal links to another article's page; YouTube and Vimeo URLs become their embed
 * form in a video block, other hosts refused; the served HTML renders the block as a sandboxed,
 * titled iframe.
 */
const cmsUrl = inject('cmsUrl')
const db = new pg.Client({ connectionString: inject('databaseUrl') })
let authorId = ''
let editor: Record<string, string> = {}

beforeAll(async () => {
  await db.connect()
  const payload = await testPayload()
  await ensureStaff(payload)
  authorId = (await createAuthor(payload)).id
  editor = await authHeaders(cmsUrl, TEST_EDITOR)
})

afterAll(() => db.end())

function link(url: string, type: 'link' | 'autolink' = 'link') {
  return {
    type,
    version: type === 'link' ? 3 : 2,
    format: '',
    indent: 0,
    direction: 'ltr',
    fields: { url, linkType: 'custom', newTab: false },
    children: [text('a link')],
  }
}

function video(url: string, title?: string) {
  return {
    type: 'block',
    version: 2,
    format: '',
    fields: { id: '6720c0ffee00000000000001', blockName: '', blockType: 'video', url, title },
  }
}

const restCreate = (body: Record<string, unknown>) => restCreateArticle(cmsUrl, editor, body)

describe('links (docs/product.md#limits)', () => {
  it.each([
    ['javascript:', 'javascript:alert(document.cookie)', 'link'],
    ['mixed-case javascript:', ' JavaScript:alert(1)', 'link'],
    ['data:', 'data:text/html,<script>alert(1)</script>', 'autolink'],
    ['vbscript:', 'vbscript:msgbox(1)', 'link'],
    ['ftp:', 'ftp://example.com/file', 'autolink'],
  ] as const)('refuses a %s link through REST with 400', async (_name, url, type) => {
    const { status, body } = await restCreate(
      articleData(authorId, { content: content(paragraph(link(url, type))) }),
    )
    expect(status).toBe(400)
    expect(fieldMessages(body)).toContain(LINK_SCHEME_NOT_ALLOWED)
  })

  it('refuses them through the Local API too', async () => {
    const payload = await testPayload()
    await expect(
      createArticle(payload, authorId, {
        content: content(paragraph(link('javascript:alert(1)', 'autolink'))),
      }),
    ).rejects.toMatchObject({
      data: { errors: [{ path: 'content', message: LINK_SCHEME_NOT_ALLOWED }] },
    })
  })

  it('refuses them on update as well as on create', async () => {
    const payload = await testPayload()
    const article = await createArticle(payload, authorId)
    const response = await fetch(`${cmsUrl}/cms-api/articles/${article.id}`, {
      method: 'PATCH',
      headers: editor,
      body: JSON.stringify({ content: content(paragraph(link('javascript:alert(1)'))) }),
    })
    expect(response.status).toBe(400)
    expect(fieldMessages((await response.json()) as PayloadErrorBody)).toContain(
      LINK_SCHEME_NOT_ALLOWED,
    )
  })

  it('keeps http, https, mailto and tel links', async () => {
    const urls = ['https://ethereum.org', 'http://example.com', 'mailto:a@b.co', 'tel:+15550100']
    const { status, body } = await restCreate(
      articleData(authorId, { content: content(paragraph(...urls.map((url) => link(url)))) }),
    )
    expect(status).toBe(201)
    for (const url of urls) expect(body.doc?.contentHtml).toContain(`href="${url}"`)
  })
})

describe('video blocks (docs/product.md#limits)', () => {
  it('stores a YouTube URL in its embed form, from its start time, and serves a sandboxed, titled iframe', async () => {
    const { status, body } = await restCreate(
      articleData(authorId, {
        published: true,
        publishedAt: new Date().toISOString(),
        content: content(
          paragraph(text('Watch this:')),
          video('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42', 'The halving, explained'),
        ),
      }),
    )
    expect(status).toBe(201)
    expect(JSON.stringify(body.doc?.content)).toContain(
      '"url":"https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42"',
    )
    const iframe =
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42" title="The halving, explained" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"'
    expect(body.doc?.contentHtml).toContain(iframe)
    const served = (await (await fetch(`${cmsUrl}/api/articles/${body.doc?.slug}`)).json()) as {
      content: string
    }
    expect(served.content).toContain(iframe)
  })

  it('turns a Vimeo URL into the Vimeo player through the Local API', async () => {
    const payload = await testPayload()
    const article = await createArticle(payload, authorId, {
      content: content(video('https://vimeo.com/76979871')),
    })
    expect(article.contentHtml).toContain(
      '<iframe src="https://player.vimeo.com/video/76979871" title="Embedded video"',
    )
  })

  it.each([
    'https://www.dailymotion.com/video/x7tgad0',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
  ])('refuses %s', async (url) => {
    const { status, body } = await restCreate(
      articleData(authorId, { content: content(video(url)) }),
    )
    expect(status).toBe(400)
    expect(fieldMessages(body)).toContain(VIDEO_HOST_NOT_ALLOWED)
  })
})

describe('internal links', () => {
  it('point at the linked article’s page', async () => {
    const payload = await testPayload()
    // Published: the stored HTML is what readers get, and they can open only a published article.
    const target = await createArticle(payload, authorId, {
      published: true,
      publishedAt: new Date().toISOString(),
    })
    const { status, body } = await restCreate(
      articleData(authorId, {
        content: content(paragraph(text('See '), internalLink('articles', target.id))),
      }),
    )
    expect(status).toBe(201)
    expect(body.doc?.contentHtml).toBe(
      `<p>See <a href="/articles/${target.slug}">the other article</a></p>`,
    )
  })

  it('may not point at an article that does not exist', async () => {
    const payload = await testPayload()
    const target = await createArticle(payload, authorId)
    await payload.delete({ collection: 'articles', id: target.id })
    const { status } = await restCreate(
      articleData(authorId, { content: content(paragraph(internalLink('articles', target.id))) }),
    )
    expect(status).toBe(400)
  })

  it('keep their text, unlinked, if the article is gone by the time they are rendered', () => {
    const html = lexicalToArticleHtml(
      content(paragraph(internalLink('articles', randomUUID()))) as SerializedEditorState,
    )
    expect(html).toBe('<p>the other article</p>')
  })

  it('may not point at other collections', async () => {
    const payload = await testPayload()
    const [user] = (await payload.find({ collection: 'users', limit: 1 })).docs
    const { status } = await restCreate(
      articleData(authorId, { content: content(paragraph(internalLink('users', user?.id ?? ''))) }),
    )
    expect(status).toBe(400)
  })

  it('are never an autolink, which must carry an allowed URL', async () => {
    const autolink = {
      ...link('javascript:alert(1)', 'autolink'),
      fields: { linkType: 'internal', url: 'javascript:alert(1)', newTab: false },
    }
    const { status, body } = await restCreate(
      articleData(authorId, { content: content(paragraph(autolink)) }),
    )
    expect(status).toBe(400)
    expect(fieldMessages(body)).toContain(LINK_SCHEME_NOT_ALLOWED)
  })

  it('leave no stored article with a dead href="#"', async () => {
    const { rows } = await db.query<{ count: string }>(
      `SELECT count(*) FROM articles WHERE content_html LIKE '%href="#"%'`,
    )
    expect(rows[0]?.count).toBe('0')
  })
})
