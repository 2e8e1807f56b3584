import { convertHTMLToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import { JSDOM } from 'jsdom'
import type { SanitizedConfig } from 'payload'

import { sanitizeArticleHtml } from '@blockwise/shared'

import type { Article } from '@/payload-types'

/** Generated HTML, sanitised again, as the Lexical rich text editors work in. */
export async function htmlToLexical(
  html: string,
  config: SanitizedConfig,
): Promise<Article['content']> {
  const editorConfig = await editorConfigFactory.default({ config })
  return convertHTMLToLexical({
    editorConfig,
    html: sanitizeArticleHtml(html),
    JSDOM,
  })
}
