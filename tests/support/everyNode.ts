import { lexicalDocument, lexicalParagraph, lexicalText } from './lexical'

/** Lexical text format bits, as the editor's toolbar sets them. */
const FORMAT = {
  bold: 1,
  italic: 2,
  strikethrough: 4,
  underline: 8,
  code: 16,
  subscript: 32,
  superscript: 64,
} as const

const ELEMENT = { format: '', indent: 0, version: 1, direction: 'ltr' } as const

const formatted = (format: keyof typeof FORMAT) => ({
  ...lexicalText(`${format} words`),
  format: FORMAT[format],
})

const heading = (tag: 'h2' | 'h3' | 'h4') => ({
  ...ELEMENT,
  type: 'heading',
  tag,
  children: [lexicalText(`A ${tag} heading`)],
})

const list = (listType: 'bullet' | 'number' | 'check', items: Array<[string, boolean?]>) => ({
  ...ELEMENT,
  type: 'list',
  listType,
  tag: listType === 'number' ? 'ol' : 'ul',
  start: 1,
  children: items.map(([text, checked], index) => ({
    ...ELEMENT,
    type: 'listitem',
    value: index + 1,
    ...(listType === 'check' ? { checked: checked ?? false } : {}),
    children: [lexicalText(text)],
  })),
})

const link = (id: string, fields: Record<string, unknown>, text: string, type = 'link') => ({
  ...ELEMENT,
  type,
  version: 3,
  id: `6720c0ffee00000000000${id}`,
  fields,
  children: [lexicalText(text)],
})

/** What the article with every node shows, for the assertions of the tests that build it. */
export const EVERY_NODE = {
  externalUrl: 'https://ethereum.org/en/whitepaper/',
  autolinkUrl: 'https://bitcoin.org/bitcoin.pdf',
  videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m2s',
  videoEmbed: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=62',
  videoTitle: 'Miners on the day of the halving',
  quote: 'Be your own bank.',
  checklist: { done: 'Back up the seed phrase', todo: 'Test the restore' },
} as const

/**
 * A Lexical body holding one of each node the article editor offers: a paragraph with every
 * text format, a line break and a tab, an aligned and an indented paragraph, H2–H4, bulleted,
 * numbered and check lists, a quote, external, internal and automatic links, a horizontal rule,
 * an image of the media library, a card of another article and a video with a start time.
 */
export function everyNodeDocument(targets: {
  imageId: string
  cardArticleId: string
  linkedArticleId: string
}) {
  return lexicalDocument(
    lexicalParagraph(
      lexicalText('Plain words, '),
      ...Object.keys(FORMAT).map((format) => formatted(format as keyof typeof FORMAT)),
      { type: 'linebreak', version: 1 },
      { ...lexicalText('\t'), type: 'tab', detail: 2 },
      lexicalText('after a tab.'),
    ),
    { ...lexicalParagraph(lexicalText('A centred paragraph.')), format: 'center' },
    { ...lexicalParagraph(lexicalText('An indented paragraph.')), indent: 1 },
    heading('h2'),
    heading('h3'),
    heading('h4'),
    list('bullet', [['First bullet'], ['Second bullet']]),
    list('number', [['First step'], ['Second step']]),
    list('check', [
      [EVERY_NODE.checklist.done, true],
      [EVERY_NODE.checklist.todo, false],
    ]),
    { ...ELEMENT, type: 'quote', children: [lexicalText(EVERY_NODE.quote)] },
    lexicalParagraph(
      link(
        'a01',
        { linkType: 'custom', url: EVERY_NODE.externalUrl, newTab: true },
        'the whitepaper',
      ),
      lexicalText(' and '),
      link(
        'a02',
        {
          linkType: 'internal',
          doc: { relationTo: 'articles', value: targets.linkedArticleId },
          newTab: false,
        },
        'our explainer',
      ),
      lexicalText(' and '),
      link(
        'a03',
        { linkType: 'custom', url: EVERY_NODE.autolinkUrl },
        EVERY_NODE.autolinkUrl,
        'autolink',
      ),
    ),
    { type: 'horizontalrule', version: 1 },
    {
      type: 'upload',
      version: 3,
      format: '',
      id: '6720c0ffee00000000000b01',
      fields: {},
      relationTo: 'media',
      value: targets.imageId,
    },
    {
      type: 'relationship',
      version: 2,
      format: '',
      relationTo: 'articles',
      value: targets.cardArticleId,
    },
    {
      type: 'block',
      version: 2,
      format: '',
      fields: {
        id: '6720c0ffee00000000000c01',
        blockName: '',
        blockType: 'video',
        url: EVERY_NODE.videoUrl,
        title: EVERY_NODE.videoTitle,
      },
    },
  )
}
