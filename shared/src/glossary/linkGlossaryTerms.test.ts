import { parseFragment, type DefaultTreeAdapterMap } from 'parse5'
import { describe, expect, it } from 'vitest'

import { linkGlossaryTerms, type LinkableTerm } from './linkGlossaryTerms'

type Element = DefaultTreeAdapterMap['element']

const APY: LinkableTerm = {
  term: 'APY',
  slug: 'apy',
  aliases: ['annual percentage yield'],
  shortDefinition: 'What a balance earns in a year, compounding included.',
}
const POOL: LinkableTerm = {
  term: 'Liquidity pool',
  slug: 'liquidity-pool',
  aliases: [],
  shortDefinition: 'Tokens traders swap against.',
}
const LIQUIDITY: LinkableTerm = {
  term: 'Liquidity',
  slug: 'liquidity',
  aliases: [],
  shortDefinition: 'How easily something trades.',
}

function elements(html: string, tagName: string): Element[] {
  const found: Element[] = []
  const walk = (node: DefaultTreeAdapterMap['parentNode']) => {
    for (const child of node.childNodes)
      if ('tagName' in child) {
        if (child.tagName === tagName) found.push(child)
        walk(child)
      }
  }
  walk(parseFragment(html))
  return found
}

const attributes = (element: Element) =>
  Object.fromEntries(element.attrs.map(({ name, value }) => [name, value]))

describe('linkGlossaryTerms', () => {
  it('turns the first mention into a button that opens a popover linking to the term', () => {
    const html = linkGlossaryTerms('<p>The apy is high; APY changes.</p>', [APY])
    expect(html).toBe(
      '<p>The <button type="button" class="glossary-term" popovertarget="glossary-apy" aria-describedby="glossary-apy-definition">apy</button>' +
        '<span id="glossary-apy" popover="auto" class="glossary-popover" role="dialog" aria-label="APY">' +
        '<span id="glossary-apy-definition">What a balance earns in a year, compounding included.</span> ' +
        '<a href="/glossary/apy">More about APY</a></span> is high; APY changes.</p>',
    )
  })

  it('links an alias, and then no other mention of the term', () => {
    const html = linkGlossaryTerms(
      '<p>The Annual  Percentage\nYield matters.</p><p>So does APY.</p>',
      [APY],
    )
    const [button, ...others] = elements(html, 'button')
    expect(others).toHaveLength(0)
    expect(button?.childNodes[0]).toMatchObject({ value: 'Annual  Percentage\nYield' })
  })

  it('matches whole words only', () => {
    expect(linkGlossaryTerms('<p>APYs and xAPY and APY_2</p>', [APY])).toBe(
      '<p>APYs and xAPY and APY_2</p>',
    )
  })

  it('prefers the longest name at a position, and links a shorter term later', () => {
    const html = linkGlossaryTerms('<p>A liquidity pool needs liquidity.</p>', [LIQUIDITY, POOL])
    const targets = elements(html, 'button').map((button) => attributes(button).popovertarget)
    expect(targets).toEqual(['glossary-liquidity-pool', 'glossary-liquidity'])
  })

  it.each([
    ['a link', '<a href="/x">APY</a>'],
    ['a heading', '<h2>APY</h2>'],
    ['code', '<code>APY</code>'],
    ['preformatted text', '<pre>APY</pre>'],
    ['a figure', '<figure><figcaption>APY</figcaption></figure>'],
    ['a tool placeholder', '<div class="tool-embed" data-tool-embed="yield"><p>APY</p></div>'],
    ['a coin mention', '<span class="coin-mention" data-coin="bitcoin">APY</span>'],
    ['a button', '<button type="button">APY</button>'],
  ])('never links inside %s, but links the next mention outside it', (_, inside) => {
    const html = linkGlossaryTerms(`${inside}<p>Then APY.</p>`, [APY])
    expect(html.startsWith(inside)).toBe(true)
    expect(elements(html, 'button').at(-1)?.childNodes[0]).toMatchObject({ value: 'APY' })
  })

  it('escapes what it writes from the terms', () => {
    const hostile: LinkableTerm = {
      term: '<img src=x onerror=alert(1)>',
      slug: 'x"><script>',
      aliases: ['hostile'],
      shortDefinition: '</span><script>alert(1)</script>',
    }
    const html = linkGlossaryTerms('<p>A hostile word.</p>', [hostile])
    expect(elements(html, 'script')).toHaveLength(0)
    expect(elements(html, 'img')).toHaveLength(0)
    expect(attributes(elements(html, 'a')[0]!).href).toBe('/glossary/x%22%3E%3Cscript%3E')
  })

  it('changes nothing when run again, and leaves HTML without terms as it was', () => {
    const once = linkGlossaryTerms('<p>APY, then apy &amp; APY.</p>', [APY])
    expect(linkGlossaryTerms(once, [APY])).toBe(once)
    expect(linkGlossaryTerms('<p>a &lt; b &amp; c</p>', [APY])).toBe('<p>a &lt; b &amp; c</p>')
    expect(linkGlossaryTerms('<p>APY</p>', [])).toBe('<p>APY</p>')
  })
})
