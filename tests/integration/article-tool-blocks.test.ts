import pg from 'pg'
import { beforeAll, afterAll, describe, expect, inject, it } from 'vitest'

import {
  EMBED_APY_SOURCE_INVALID,
  EMBED_BUYS_OVER_CASH,
  EMBED_COIN_ID_INVALID,
  EMBED_SYMBOL_INVALID,
} from '@blockwise/shared/tools/embeds/settings'

import { articleData, createAuthor, fieldMessages, restCreateArticle } from '../support/fixtures'
import {
  lexicalDocument as content,
  lexicalParagraph as paragraph,
  lexicalText as text,
} from '../support/lexical'
import { testPayload } from '../support/payload'
import { TEST_EDITOR, authHeaders, ensureStaff } from '../support/staff'

/**
 * Tools as blocks in articles: the yield calculator, the watchlist and the simulator with their
 * settings, refused on save when hostile or impossible, written into the contract's HTML as a
 * placeholder with a summary and a link that the sanitiser keeps only while its settings are valid.
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

let blockCount = 0
function block(blockType: string, fields: Record<string, unknown>) {
  blockCount += 1
  return {
    type: 'block',
    version: 2,
    format: '',
    fields: {
      id: `6720c0ffee0000000000${String(blockCount).padStart(4, '0')}`,
      blockName: '',
      blockType,
      ...fields,
    },
  }
}

const restCreate = (body: Record<string, unknown>) => restCreateArticle(cmsUrl, editor, body)

describe('tool blocks', () => {
  it('become placeholders with a summary and a link in the stored and served HTML', async () => {
    const { status, body } = await restCreate(
      articleData(authorId, {
        published: true,
        publishedAt: new Date().toISOString(),
        content: content(
          paragraph(text('Try it:')),
          block('yieldCalculator', { amount: 1000, apy: 5, frequency: 'daily' }),
          block('watchlist', { coins: 'bitcoin, Ethereum' }),
          block('portfolioSimulator', {
            cash: 10_000,
            buys: [{ id: '6720c0ffee00000000000b01', symbol: 'BTC', usd: 2500 }],
          }),
        ),
      }),
    )
    expect(status).toBe(201)
    const yieldPlaceholder =
      '<div class="tool-embed" data-tool-embed="yield" data-settings="{&quot;amount&quot;:1000,&quot;apy&quot;:5,&quot;frequency&quot;:&quot;daily&quot;}"><p>At 5% APY compounded daily, $1,000.00 becomes $1,051.27 in a year.</p><p><a href="/tools/defi-yield?amount=1000&amp;apy=5&amp;frequency=daily">Open the DeFi Yield Calculator</a></p></div>'
    const served = (await (await fetch(`${cmsUrl}/api/articles/${body.doc?.slug}`)).json()) as {
      content: string
    }
    for (const html of [body.doc?.contentHtml, served.content]) {
      expect(html).toContain(yieldPlaceholder)
      expect(html).toContain(
        'data-tool-embed="watchlist" data-settings="{&quot;coins&quot;:[&quot;bitcoin&quot;,&quot;ethereum&quot;]}"><p>A watchlist of bitcoin and ethereum',
      )
      expect(html).toContain('<a href="/tools/watchlist">Open the Crypto Watchlist</a>')
      expect(html).toContain(
        'A practice portfolio starting with $10,000.00 of virtual cash: it buys $2,499.97 of BTC at fixed sample prices and keeps $7,500.03 in cash.',
      )
    }
  })

  it.each([
    [
      'a yield with both a protocol and an APY',
      block('yieldCalculator', { amount: 1000, protocol: 'Lido', apy: 5, frequency: 'daily' }),
      EMBED_APY_SOURCE_INVALID,
    ],
    [
      'a watchlist coin that is markup',
      block('watchlist', { coins: 'bitcoin, "><img src=x onerror=alert(1)>' }),
      EMBED_COIN_ID_INVALID,
    ],
    [
      'buys that cost more than the cash',
      block('portfolioSimulator', {
        cash: 1000,
        buys: [
          { id: '6720c0ffee00000000000b02', symbol: 'BTC', usd: 800 },
          { id: '6720c0ffee00000000000b03', symbol: 'ETH', usd: 300 },
        ],
      }),
      EMBED_BUYS_OVER_CASH,
    ],
    [
      'an asset the simulator does not have',
      block('portfolioSimulator', {
        cash: 1000,
        buys: [{ id: '6720c0ffee00000000000b04', symbol: 'DOGE', usd: 10 }],
      }),
      EMBED_SYMBOL_INVALID,
    ],
  ])('refuses %s through REST with 400 and says why', async (_name, hostile, message) => {
    const { status, body } = await restCreate(articleData(authorId, { content: content(hostile) }))
    expect(status).toBe(400)
    expect(fieldMessages(body)).toContain(message)
  })

  it('never serves a placeholder whose settings reached the database some other way', async () => {
    const { body } = await restCreate(
      articleData(authorId, { published: true, publishedAt: new Date().toISOString() }),
    )
    const forged = content(block('watchlist', { coins: '"><script>alert(1)</script>' }))
    await db.query('UPDATE articles SET content = $1 WHERE id = $2', [forged, body.doc?.id])
    const read = async (headers: Record<string, string>) =>
      (
        (await (await fetch(`${cmsUrl}/api/articles/${body.doc?.slug}`, { headers })).json()) as {
          content: string
        }
      ).content
    // Readers get the HTML stored at the last save, which the forged content never went through.
    expect(await read({})).toBe('<p>Bitcoin is a peer-to-peer electronic cash system.</p>')
    // Editors get the body rendered now, where the sanitiser drops the invalid placeholder.
    expect(await read(editor)).toBe('')
  })
})
