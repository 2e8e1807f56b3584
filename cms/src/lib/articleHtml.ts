import type { SerializedLinkNode } from '@payloadcms/richtext-lexical'
import {
  LinkHTMLConverter,
  convertLexicalToHTML,
  type HTMLConverter,
} from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { sanitizeArticleHtml, videoEmbedHtml, videoEmbedUrl } from '@blockwise/shared'

import { linkedArticleId } from './articleLinks'

interface VideoBlockNode {
  fields: { url?: unknown; title?: unknown }
}

type LinkConverter = Exclude<HTMLConverter<SerializedLinkNode>, string>

/**
 * Links as Payload writes them, with an internal link pointing at the linked article's page (by
 * the slug `articleSlugs` holds for its id). A link to an article that is gone keeps its text.
 */
function linkConverter(articleSlugs: ReadonlyMap<string, string>): LinkConverter {
  const pathOf = (node: SerializedLinkNode) => {
    const slug = articleSlugs.get(linkedArticleId(node.fields) ?? '')
    return slug ? `/articles/${encodeURIComponent(slug)}` : null
  }
  const { link } = LinkHTMLConverter({
    internalDocToHref: ({ linkNode }) => pathOf(linkNode) ?? '',
  }) as { link: LinkConverter }
  return (args) =>
    args.node.fields.linkType === 'internal' && !pathOf(args.node)
      ? args.nodesToHTML({ nodes: args.node.children }).join('')
      : link(args)
}

/** The HTML the /api contract serves for a Lexical article body. */
export function lexicalToArticleHtml(
  content: SerializedEditorState,
  articleSlugs: ReadonlyMap<string, string> = new Map(),
): string {
  return sanitizeArticleHtml(
    convertLexicalToHTML({
      data: content,
      disableContainer: true,
      converters: ({ defaultConverters }) => ({
        ...defaultConverters,
        link: linkConverter(articleSlugs),
        blocks: {
          // A YouTube or Vimeo player: a sandboxed, titled iframe (nothing for any other URL).
          video: ({ node }: { node: VideoBlockNode }) => {
            const { url, title } = node.fields
            const embed = typeof url === 'string' ? videoEmbedUrl(url) : null
            const label = typeof title === 'string' && title.trim() ? title.trim() : undefined
            return embed ? videoEmbedHtml(embed, label) : ''
          },
        },
      }),
    }),
  )
}
