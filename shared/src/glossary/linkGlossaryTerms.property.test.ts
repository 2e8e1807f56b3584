import fc from 'fast-check'
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5'
import { describe, expect, it } from 'vitest'

import { sanitizeArticleHtml } from '../html/sanitizeArticleHtml'
import { linkGlossaryTerms, type LinkableTerm } from './linkGlossaryTerms'

type Node = DefaultTreeAdapterMap['node']
type Element = DefaultTreeAdapterMap['element']

const TERMS: LinkableTerm[] = [
  { term: 'APY', slug: 'apy', aliases: ['annual percentage yield'], shortDefinition: 'Yield.' },
  { term: 'Gas', slug: 'gas', aliases: ['gas fee'], shortDefinition: 'A fee & more <b>.' },
  { term: 'Liquidity pool', slug: 'liquidity-pool', aliases: ['pools'], shortDefinition: 'Pool.' },
  { term: 'Liquidity', slug: 'liquidity', aliases: [], shortDefinition: 'Ease of trading.' },
]

/** Where the linker must never put a button (the article's own, as browsers parse it). */
const FORBIDDEN = new Set([
  'a',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'button',
  'code',
  'pre',
  'figure',
])

const word = fc.constantFrom(
  'APY',
  'apy',
  'Annual percentage yield',
  'gas',
  'GAS fee',
  'liquidity pool',
  'Liquidity',
  'pools',
  'the',
  'yield',
  'x',
  '&amp;',
  '&lt;script&gt;',
  '"',
  "'",
  'é',
  '\u00a0',
  '<',
)
const text = fc.array(word, { maxLength: 6 }).map((words) => words.join(' '))

/** HTML an article body may hold, and what an attacker might slip into one. */
const html: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc
      .tuple(
        fc.constantFrom(
          'p',
          'li',
          'strong',
          'em',
          'blockquote',
          'a href="/x"',
          'h2',
          'h3',
          'code',
          'pre',
          'figure',
          'figcaption',
          'div class="tool-embed" data-tool-embed="yield"',
          'span class="coin-mention" data-coin="bitcoin"',
          'button',
          'script',
          'span popover',
          'img src=x onerror=alert(1)',
          'table',
          'td',
        ),
        fc.array(tie('node'), { maxLength: 4 }),
      )
      .map(([open, children]) => `<${open}>${children.join('')}</${open.split(' ')[0]}>`),
  ),
})).node

const body = fc.array(html, { maxLength: 6 }).map((nodes) => sanitizeArticleHtml(nodes.join('')))

const isElement = (node: Node): node is Element => 'tagName' in node

function textOf(node: Node, skipPopovers: boolean): string {
  if (node.nodeName === '#text') return 'value' in node ? node.value : ''
  if (isElement(node) && skipPopovers && node.attrs.some((attr) => attr.name === 'popover'))
    return ''
  return 'childNodes' in node
    ? node.childNodes.map((child) => textOf(child, skipPopovers)).join('')
    : ''
}

function glossaryButtons(
  node: Node,
  ancestors: string[] = [],
  found: { ancestors: string[]; target: string }[] = [],
) {
  if (isElement(node)) {
    const target = node.attrs.find((attr) => attr.name === 'popovertarget')?.value
    if (node.tagName === 'button' && target) found.push({ ancestors, target })
    for (const child of node.childNodes) glossaryButtons(child, [...ancestors, node.tagName], found)
  } else if ('childNodes' in node)
    for (const child of node.childNodes) glossaryButtons(child, ancestors, found)
  return found
}

/**
 * The body as a browser reads it inside the page's article element: in a bare fragment parse5
 * keeps a stray `<td>` only while no other element comes first, which no page ever shows.
 */
const fragment = (source: string) => parseFragment(`<div>${source}</div>`) as unknown as Node

describe('linkGlossaryTerms on any sanitised body', () => {
  it('keeps the text: the body reads the same once the definitions are left out', () => {
    fc.assert(
      fc.property(body, (input) => {
        const output = linkGlossaryTerms(input, TERMS)
        expect(textOf(fragment(output), true)).toBe(textOf(fragment(input), false))
      }),
    )
  })

  it('links each term at most once, never inside links, headings, code or figures', () => {
    fc.assert(
      fc.property(body, (input) => {
        const buttons = glossaryButtons(fragment(linkGlossaryTerms(input, TERMS)))
        const targets = buttons.map((button) => button.target)
        expect(new Set(targets).size).toBe(targets.length)
        for (const { ancestors } of buttons)
          expect(ancestors.filter((name) => FORBIDDEN.has(name))).toEqual([])
      }),
    )
  })

  it('changes nothing the second time', () => {
    fc.assert(
      fc.property(body, (input) => {
        const once = linkGlossaryTerms(input, TERMS)
        expect(linkGlossaryTerms(once, TERMS)).toBe(once)
      }),
    )
  })

  it('adds no markup from hostile terms, only its button, popover and link', () => {
    const hostileTerm = fc.record({
      term: fc.string({ minLength: 1, maxLength: 20 }),
      slug: fc.string({ maxLength: 20 }),
      aliases: fc.array(fc.string({ maxLength: 12 }), { maxLength: 3 }),
      shortDefinition: fc.string({ maxLength: 60 }),
    })
    fc.assert(
      fc.property(body, fc.array(hostileTerm, { maxLength: 4 }), (input, terms) => {
        const count = (source: string) => {
          const names: string[] = []
          const walk = (node: Node) => {
            if (isElement(node)) names.push(node.tagName)
            if ('childNodes' in node) node.childNodes.forEach(walk)
          }
          walk(fragment(source))
          return names.filter((name) => !['button', 'span', 'a'].includes(name)).sort()
        }
        expect(count(linkGlossaryTerms(input, terms))).toEqual(count(input))
      }),
    )
  })
})
