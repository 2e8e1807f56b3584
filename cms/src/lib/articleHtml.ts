import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { sanitizeArticleHtml, videoEmbedHtml, videoEmbedUrl } from '@blockwise/shared'

interface VideoBlockNode {
  fields: { url?: unknown; title?: unknown }
}

/** The HTML the /api contract serves for a Lexical article body. */
export function lexicalToArticleHtml(content: SerializedEditorState): string {
  return sanitizeArticleHtml(
    convertLexicalToHTML({
      data: content,
      disableContainer: true,
      converters: ({ defaultConverters }) => ({
        ...defaultConverters,
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
