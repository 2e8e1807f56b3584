/** Heading levels an article body may use: the article's title is the page's only H1. */
export const BODY_HEADING_TAGS = ['h2', 'h3', 'h4'] as const

export const HEADING_NOT_ALLOWED =
  'Headings in the body can be H2, H3 or H4: the title is the article’s only H1'

/** Every Lexical node type the article editor can insert, and so the served HTML renders. */
export const BODY_NODE_TYPES: ReadonlySet<string> = new Set([
  'root',
  'paragraph',
  'text',
  'linebreak',
  'tab',
  'heading',
  'quote',
  'list',
  'listitem',
  'link',
  'autolink',
  'horizontalrule',
  'upload',
  'relationship',
  'block',
  'inlineBlock',
])

export const bodyNodeNotAllowed = (type: string) =>
  `The body cannot contain ${JSON.stringify(type.slice(0, 40))} content: readers would not see it`

export const BODY_UPLOAD_NOT_ALLOWED = 'Images in the body must come from the media library'
export const BODY_RELATIONSHIP_NOT_ALLOWED = 'Only articles can be shown as cards in the body'
