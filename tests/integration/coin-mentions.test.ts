import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import {
  COIN_ID_NOT_ALLOWED,
  COIN_NAME_NOT_ALLOWED,
  COIN_SYMBOL_NOT_ALLOWED,
  bodyNodeNotAllowed,
} from '@blockwise/shared'

import { lexicalToArticleHtml } from '@/lib/articleHtml'
import { withCoinMentions } from '@/seed/coinMentionMarkup'
import { newsOpinionArticles } from '@/seed/content/articles-news-opinion'

import {
  articleData,
  createArticle,
  createAuthor,
  fieldMessages,
  restCreateArticle,
} from '../support/fixtures'
import {
  lexicalDocument as content,
  lexicalParagraph as paragraph,
  lexicalText as text,
} from '../support/lexical'
import { testPayload } from '../support/payload'
import { TEST_EDITOR, authHeaders, ensureStaff } from '../support/staff'

/**
 * Coins marked in an article's text: an inline block holding a CoinGecko id, symbol, name and the
 * words shown; malformed ones refused on every write path with the rule's message, the contract's
 * HTML carrying the mention the site fills with live prices.
 */
const cmsUrl = inject('cmsUrl')
let authorId = ''
let editor: Record<string, string> = {}

beforeAll(async () => {
  const payload = await testPayload()
  await ensureStaff(payload)
  authorId = (await createAuthor(payload)).id
  editor = await authHeaders(cmsUrl, TEST_EDITOR)
})

function coin(fields: Record<string, unknown>, blockType = 'coin') {
  return {
    type: 'inlineBlock',
    version: 1,
    fields: {
      id: '6720c0ffee00000000000c01',
      blockType,
      coinId: 'bitcoin',
      symbol: 'BTC',
      name: 'Bitcoin',
      text: 'Bitcoin',
      ...fields,
    },
  }
}

const restCreate = (body: Record<string, unknown>) => restCreateArticle(cmsUrl, editor, body)
const MENTION =
  '<span class="coin-mention" data-coin="bitcoin">bitcoin <abbr title="Bitcoin">BTC</abbr></span>'

describe('coin mentions', () => {
  it('are served in the contract as a mention naming the coin, with its symbol', async () => {
    const { status, body } = await restCreate(
      articleData(authorId, {
        published: true,
        publishedAt: new Date().toISOString(),
        content: content(paragraph(text('Why '), coin({ text: 'bitcoin' }), text(' halves.'))),
      }),
    )
    expect(status).toBe(201)
    expect(body.doc?.contentHtml).toBe(`<p>Why ${MENTION} halves.</p>`)
    const served = (await (await fetch(`${cmsUrl}/api/articles/${body.doc?.slug}`)).json()) as {
      content: string
    }
    expect(served.content).toBe(`<p>Why ${MENTION} halves.</p>`)
  })

  it.each([
    [{ coinId: 'bitcoin" onmouseover="alert(1)' }, COIN_ID_NOT_ALLOWED],
    [{ coinId: 'Bitcoin' }, COIN_ID_NOT_ALLOWED],
    [{ coinId: '' }, COIN_ID_NOT_ALLOWED],
    [{ symbol: '<img src=x onerror=alert(1)>' }, COIN_SYMBOL_NOT_ALLOWED],
    [{ name: '</abbr><script>alert(1)</script>' }, COIN_NAME_NOT_ALLOWED],
  ])('refuses %j through REST with 400 and the rule', async (fields, message) => {
    const { status, body } = await restCreate(
      articleData(authorId, { content: content(paragraph(coin(fields))) }),
    )
    expect(status).toBe(400)
    expect(fieldMessages(body)).toContain(message)
  })

  it('refuses a hostile id through the Local API too, and an unknown inline block', async () => {
    const payload = await testPayload()
    await expect(
      createArticle(payload, authorId, {
        content: content(paragraph(coin({ coinId: 'javascript:alert(1)' }))),
      }),
    ).rejects.toMatchObject({
      data: { errors: [{ path: 'content', message: COIN_ID_NOT_ALLOWED }] },
    })
    const { status, body } = await restCreate(
      articleData(authorId, { content: content(paragraph(coin({}, 'script'))) }),
    )
    expect(status).toBe(400)
    expect(fieldMessages(body)).toContain(bodyNodeNotAllowed('script'))
  })
})

describe('the seeded coin mentions', () => {
  it('come out of the seed’s marked Markdown as mentions of bitcoin and ether', async () => {
    const payload = await testPayload()
    const article = newsOpinionArticles.find(({ slug }) => slug.startsWith('spot-bitcoin-etfs'))
    const content = withCoinMentions(
      convertMarkdownToLexical({
        editorConfig: await editorConfigFactory.default({ config: payload.config }),
        markdown: article?.body ?? '',
      }),
    )
    const html = lexicalToArticleHtml(content)
    expect(html).toContain(`where ${MENTION} traded`)
    expect(html.match(/data-coin="bitcoin"/g)).toHaveLength(2)
    expect(html).toContain(
      '<span class="coin-mention" data-coin="ethereum">Ether <abbr title="Ethereum">ETH</abbr></span> followed.',
    )
    expect(html).not.toContain('&lt;coin')
  })
})
