import type { Block, TextFieldSingleValidation } from 'payload'

import { COIN_MENTION_BLOCK, COIN_MENTION_RULES, type CoinMentionFields } from '@blockwise/shared'

const ruleOf =
  (key: keyof CoinMentionFields): TextFieldSingleValidation =>
  (value) => {
    const rule = COIN_MENTION_RULES[key]
    return rule.valid(value) ? true : rule.message
  }

/**
 * A coin marked in an article's text (an inline block): the editor finds the coin through the
 * CMS's market proxy, which fills its CoinGecko id, symbol and name; readers see the text with the
 * symbol, and the site adds the live price. Rendered by lib/coinMentionHtml; the articles'
 * enforceRichTextRules hook refuses malformed mentions on every write path.
 */
export const CoinMentionBlock: Block = {
  slug: COIN_MENTION_BLOCK,
  labels: { singular: 'Coin', plural: 'Coins' },
  admin: {
    components: {
      Label: '/collections/Articles/richText/CoinMentionLabel#CoinMentionLabel',
    },
  },
  fields: [
    {
      name: 'coinSearch',
      type: 'ui',
      admin: {
        components: {
          Field: '/collections/Articles/richText/CoinMentionSearchField#CoinMentionSearchField',
        },
      },
    },
    {
      name: 'coinId',
      label: 'CoinGecko coin id',
      type: 'text',
      required: true,
      validate: ruleOf('coinId'),
      admin: { description: 'Filled by the search above, e.g. bitcoin.' },
    },
    { name: 'symbol', label: 'Symbol', type: 'text', required: true, validate: ruleOf('symbol') },
    { name: 'name', label: 'Coin name', type: 'text', required: true, validate: ruleOf('name') },
    {
      name: 'text',
      label: 'Text shown',
      type: 'text',
      required: true,
      validate: ruleOf('text'),
      admin: { description: 'The words of the sentence, e.g. "Bitcoin" or "ether".' },
    },
  ],
}
