import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { sanitizeArticleHtml } from '../../html/sanitizeArticleHtml'
import { calculateYield, COMPOUNDING_FREQUENCIES } from '../yield/math'
import { parseYieldQuery } from '../yield/shareQuery'
import { toolEmbedHtml } from './placeholder'
import { scenarioPortfolio } from './scenario'
import type { ToolEmbed } from './settings'
import { toolEmbedLink, toolEmbedSummary } from './summaries'

const yieldEmbed: ToolEmbed = {
  tool: 'yield',
  settings: { amount: 1000, apy: 5, frequency: 'daily' },
}
const watchlistEmbed: ToolEmbed = {
  tool: 'watchlist',
  settings: { coins: ['bitcoin', 'ethereum', 'solana'] },
}
const simulatorEmbed: ToolEmbed = {
  tool: 'simulator',
  settings: {
    cash: 10_000,
    buys: [
      { symbol: 'BTC', usd: 2000 },
      { symbol: 'ETH', usd: 1500.5 },
    ],
  },
}

describe('tool summaries', () => {
  it('say what the yield becomes in a year', () => {
    expect(toolEmbedSummary(yieldEmbed)).toBe(
      'At 5% APY compounded daily, $1,000.00 becomes $1,051.27 in a year.',
    )
    expect(
      toolEmbedSummary({
        tool: 'yield',
        settings: { amount: 2500, protocol: 'Lido', frequency: 'monthly' },
      }),
    ).toMatch(
      /^At [\d.]+% APY \(Lido, \w+\) compounded monthly, \$2,500\.00 becomes \$2,5\d\d\.\d\d in a year\.$/,
    )
  })

  it('name the coins of a watchlist', () => {
    expect(toolEmbedSummary(watchlistEmbed)).toBe(
      'A watchlist of bitcoin, ethereum, and solana (CoinGecko ids) with live prices and 24-hour moves.',
    )
  })

  it('describe the simulator’s starting scenario', () => {
    expect(toolEmbedSummary(simulatorEmbed)).toBe(
      'A practice portfolio starting with $10,000.00 of virtual cash: it buys $2,000.00 of BTC and $1,500.50 of ETH at fixed sample prices and keeps $6,499.50 in cash.',
    )
  })

  it('state the simulator’s buys and cash as the tool starts with them (property)', () => {
    const dollars = (text: string) => Number(text.replaceAll(',', ''))
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            symbol: fc.constantFrom('BTC', 'ETH', 'SOL', 'ADA', 'AVAX', 'DOT', 'LINK', 'UNI'),
            usd: fc.integer({ min: 100, max: 250_000 }).map((cents) => cents / 100),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        (buys) => {
          const embed: ToolEmbed = { tool: 'simulator', settings: { cash: 10_000, buys } }
          const summary = toolEmbedSummary(embed)
          const stated = [...summary.matchAll(/\$([\d,]+\.\d\d) of [A-Z]+/g)].map((match) =>
            dollars(match[1] ?? ''),
          )
          const kept = dollars(/keeps \$([\d,]+\.\d\d) in cash/.exec(summary)?.[1] ?? 'NaN')
          const started = scenarioPortfolio(embed.settings, new Date(0), () => '')
          expect(kept).toBeCloseTo(started.cash, 2)
          expect(stated).toHaveLength(buys.length)
          stated.forEach((usd, index) => expect(usd).toBeLessThanOrEqual(buys[index]?.usd ?? 0))
          const total = stated.reduce((sum, usd) => sum + usd, kept)
          expect(Math.abs(total - 10_000)).toBeLessThanOrEqual(0.005 * (buys.length + 1))
        },
      ),
    )
  })

  it('link the yield calculator with the settings it reads from its URL (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e12 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.constantFrom(...COMPOUNDING_FREQUENCIES),
        (amount, apy, frequency) => {
          const embed: ToolEmbed = { tool: 'yield', settings: { amount, apy, frequency } }
          const link = new URL(toolEmbedLink(embed), 'https://site.example')
          expect(link.pathname).toBe('/tools/defi-yield')
          expect(parseYieldQuery(link.searchParams)).toEqual({ amount, apy, frequency })
          expect(toolEmbedSummary(embed)).toContain(
            calculateYield(amount, apy, frequency) ? ' becomes $' : 'beyond',
          )
        },
      ),
    )
  })
})

describe('the placeholder', () => {
  it.each([yieldEmbed, watchlistEmbed, simulatorEmbed])(
    'survives the sanitiser unchanged (%j)',
    (embed) => {
      const html = toolEmbedHtml(embed)
      expect(html).toContain(`data-tool-embed="${embed.tool}"`)
      expect(sanitizeArticleHtml(html)).toBe(sanitizeArticleHtml(sanitizeArticleHtml(html)))
      expect(settingsIn(sanitizeArticleHtml(html))).toEqual(embed.settings)
    },
  )

  it('loses its data when its settings fail the schema, keeping its text', () => {
    const hostile =
      '<div class="tool-embed" data-tool-embed="watchlist" data-settings="{&quot;coins&quot;:[&quot;&lt;img src=x onerror=alert(1)&gt;&quot;]}"><p>Summary</p></div>'
    expect(sanitizeArticleHtml(hostile)).toBe('<div class="tool-embed"><p>Summary</p></div>')
  })

  it('re-serialises settings, dropping what the schema does not keep', () => {
    const padded =
      '<div class="tool-embed" data-tool-embed="yield" data-settings="{ &quot;frequency&quot;: &quot;daily&quot;, &quot;amount&quot;: 1000, &quot;apy&quot;: 5 }"></div>'
    expect(sanitizeArticleHtml(padded)).toBe(
      '<div class="tool-embed" data-tool-embed="yield" data-settings="{&quot;amount&quot;:1000,&quot;apy&quot;:5,&quot;frequency&quot;:&quot;daily&quot;}"></div>',
    )
  })

  it.each([
    '<div data-tool-embed="yield" data-settings="{&quot;amount&quot;:1000,&quot;apy&quot;:5,&quot;frequency&quot;:&quot;daily&quot;}"></div>',
    '<div class="article-card" data-tool-embed="yield" data-settings="{}"></div>',
    '<span class="tool-embed" data-tool-embed="yield"></span>',
  ])('is only a div of class tool-embed: %s', (html) => {
    expect(sanitizeArticleHtml(html)).not.toContain('data-')
  })
})

/** The settings of the one placeholder in a fragment, decoded as a browser decodes them. */
function settingsIn(html: string): unknown {
  const encoded = /data-settings="([^"]*)"/.exec(html)?.[1] ?? ''
  return JSON.parse(encoded.replace(/&quot;/g, '"').replace(/&amp;/g, '&'))
}
