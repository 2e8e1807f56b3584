import { randomBytes } from 'node:crypto'

import { COIN_MENTION_BLOCK } from '@blockwise/shared'

import type { Article } from '@/payload-types'

type Node = Record<string, unknown> & { type?: unknown; text?: unknown; children?: unknown }

/** How the seeded Markdown marks a coin: <coin id="bitcoin" symbol="BTC" name="Bitcoin">bitcoin</coin> */
const COIN_MARKUP = /<coin id="([^"]*)" symbol="([^"]*)" name="([^"]*)">([^<]*)<\/coin>/g

/** A text node's pieces: its text around each marked coin, and each coin as the editor's inline block. */
function splitText(node: Node): Node[] {
  const text = String(node.text)
  const pieces: Node[] = []
  let last = 0
  for (const match of text.matchAll(COIN_MARKUP)) {
    const [markup, coinId, symbol, name, shown] = match
    if (match.index > last) pieces.push({ ...node, text: text.slice(last, match.index) })
    pieces.push({
      type: 'inlineBlock',
      version: 1,
      fields: {
        id: randomBytes(12).toString('hex'),
        blockType: COIN_MENTION_BLOCK,
        coinId,
        symbol,
        name,
        text: shown,
      },
    })
    last = match.index + markup.length
  }
  if (last < text.length) pieces.push({ ...node, text: text.slice(last) })
  return pieces
}

function convert(node: Node): Node {
  if (!Array.isArray(node.children)) return node
  const children = (node.children as Node[]).flatMap((child) =>
    child.type === 'text' && typeof child.text === 'string' && child.text.includes('<coin ')
      ? splitText(child)
      : [convert(child)],
  )
  return { ...node, children }
}

/** The seeded body with its marked coins (Markdown has no syntax for inline blocks) as coin mentions. */
export function withCoinMentions(content: Article['content']): Article['content'] {
  return { ...content, root: convert(content.root) as never }
}
