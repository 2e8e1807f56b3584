import type {
  SerializedLinkNode,
  SerializedListItemNode,
  SerializedListNode,
  SerializedRelationshipNode,
  SerializedUploadNode,
} from '@payloadcms/richtext-lexical'
import {
  LinkHTMLConverter,
  convertLexicalToHTML,
  type HTMLConverter,
} from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { sanitizeArticleHtml, videoEmbedHtml, videoEmbedUrl } from '@blockwise/shared'

import { articleCardHtml } from './articleCardHtml'
import { linkedArticleId, relatedId } from './articleLinks'
import { NO_REFERENCES, type ArticleReferences } from './articleReferences'
import { bodyImageHtml } from './bodyImageHtml'
import { coinMentionHtml } from './coinMentionHtml'
import { toolBlockConverters } from './toolEmbedHtml'

interface VideoBlockNode {
  fields: { url?: unknown; title?: unknown }
}

type Converter<Node extends { type?: string }> = Exclude<HTMLConverter<Node>, string>

/**
 * Links as Payload writes them, with an internal link pointing at the linked article's page (by
 * its slug in `references`). A link to an article that is gone keeps its text.
 */
function linkConverter(references: ArticleReferences): Converter<SerializedLinkNode> {
  const pathOf = (node: SerializedLinkNode) => {
    const slug = references.articles.get(linkedArticleId(node.fields) ?? '')?.slug
    return slug ? `/articles/${encodeURIComponent(slug)}` : null
  }
  const { link } = LinkHTMLConverter({
    internalDocToHref: ({ linkNode }) => pathOf(linkNode) ?? '',
  }) as { link: Converter<SerializedLinkNode> }
  return (args) =>
    args.node.fields.linkType === 'internal' && !pathOf(args.node)
      ? args.nodesToHTML({ nodes: args.node.children }).join('')
      : link(args)
}

/** Checklists as lists whose items say whether they are done; other lists as Payload writes them. */
function listConverters(defaults: {
  list: Converter<SerializedListNode>
  listitem: Converter<SerializedListItemNode>
}) {
  const list: Converter<SerializedListNode> = (args) =>
    args.node.listType === 'check'
      ? `<ul class="checklist"${args.providedStyleTag}>${args.nodesToHTML({ nodes: args.node.children }).join('')}</ul>`
      : defaults.list(args)
  const listitem: Converter<SerializedListItemNode> = (args) => {
    if (!('listType' in args.parent) || args.parent.listType !== 'check')
      return defaults.listitem(args)
    const children = args.nodesToHTML({ nodes: args.node.children }).join('')
    // An item holding a nested list only wraps it; the nested items carry their own state.
    if (args.node.children.some((child) => child.type === 'list')) return `<li>${children}</li>`
    const state = args.node.checked ? 'checklist-done' : 'checklist-todo'
    return `<li class="${state}"${args.providedStyleTag}>${children}</li>`
  }
  return { list, listitem }
}

/**
 * The HTML readers get for a Lexical article body, sanitised: every node the article editor
 * offers, with the articles and images it points at taken from `references` (anything not
 * there — a draft, a deleted document — is left out), and nothing for a node it does not know.
 */
export function lexicalToArticleHtml(
  content: SerializedEditorState,
  references: ArticleReferences = NO_REFERENCES,
): string {
  return sanitizeArticleHtml(
    convertLexicalToHTML({
      data: content,
      disableContainer: true,
      converters: ({ defaultConverters }) => ({
        ...defaultConverters,
        ...listConverters(defaultConverters as unknown as Parameters<typeof listConverters>[0]),
        link: linkConverter(references),
        upload: ({ node }: { node: SerializedUploadNode }) => {
          const media = references.media.get(relatedId(node.value) ?? '')
          return node.relationTo === 'media' && media ? bodyImageHtml(media) : ''
        },
        relationship: ({ node }: { node: SerializedRelationshipNode }) =>
          node.relationTo === 'articles'
            ? articleCardHtml(references.articles.get(relatedId(node.value) ?? ''))
            : '',
        blocks: {
          // A YouTube or Vimeo player: a sandboxed, titled iframe (nothing for any other URL).
          video: ({ node }: { node: VideoBlockNode }) => {
            const { url, title } = node.fields
            const embed = typeof url === 'string' ? videoEmbedUrl(url) : null
            const label = typeof title === 'string' && title.trim() ? title.trim() : undefined
            return embed ? videoEmbedHtml(embed, label) : ''
          },
          // A tool's placeholder: its summary and link, started in place by the site.
          ...toolBlockConverters,
        },
        inlineBlocks: {
          coin: ({ node }: { node: { fields: unknown } }) => coinMentionHtml(node.fields),
        },
        // Payload would write "unknown node" into the page; the save-time rules refuse such nodes.
        unknown: '',
      }),
    }),
  )
}
