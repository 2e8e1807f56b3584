import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { describe, expect, it } from 'vitest'

import { lexicalToArticleHtml } from './articleHtml'

const body = (fields: Record<string, unknown>) =>
  ({
    root: {
      type: 'root',
      version: 1,
      format: '',
      indent: 0,
      direction: 'ltr',
      children: [{ type: 'block', version: 2, format: '', fields }],
    },
  }) as unknown as SerializedEditorState

describe('tool blocks in article HTML', () => {
  it('become the placeholder with its summary and link, through the sanitiser', () => {
    expect(
      lexicalToArticleHtml(
        body({
          blockType: 'yieldCalculator',
          amount: 2500,
          protocol: 'Lido',
          frequency: 'monthly',
          apy: null,
        }),
      ),
    ).toMatch(
      /^<div class="tool-embed" data-tool-embed="yield" data-settings="\{&quot;amount&quot;:2500,&quot;protocol&quot;:&quot;Lido&quot;,&quot;frequency&quot;:&quot;monthly&quot;\}"><p>At 2\.8% APY \(Lido, ETH\) compounded monthly, \$2,500\.00 becomes \$2,570\.\d\d in a year\.<\/p><p><a href="\/tools\/defi-yield\?amount=2500&amp;protocol=Lido&amp;frequency=monthly">Open the DeFi Yield Calculator<\/a><\/p><\/div>$/,
    )
  })

  it('are left out when their settings fail the tool’s schema', () => {
    expect(lexicalToArticleHtml(body({ blockType: 'watchlist', coins: '' }))).toBe('')
    expect(
      lexicalToArticleHtml(
        body({ blockType: 'portfolioSimulator', cash: 100, buys: [{ symbol: 'BTC', usd: 101 }] }),
      ),
    ).toBe('')
  })
})
