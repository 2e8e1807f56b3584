import type { Tool } from '@anthropic-ai/sdk/resources/messages'
import { z } from 'zod'

import { SITE_NAME, checkExcerpt, sanitizeArticleHtml } from '@blockwise/shared'

const SEO_TITLE_MAX_LENGTH = 60
const MAX_TAGS = 5

/** What Claude must hand back for an article, checked before anything is saved. */
export const generatedArticleSchema = z.object({
  title: z.string().trim().min(1).max(150).describe('The headline readers see.'),
  seoTitle: z
    .string()
    .trim()
    .min(1)
    .max(SEO_TITLE_MAX_LENGTH)
    .describe(`A search-result title of at most ${SEO_TITLE_MAX_LENGTH} characters.`),
  excerpt: z
    .string()
    .trim()
    .superRefine((excerpt, context) => {
      const verdict = checkExcerpt(excerpt)
      if (verdict !== true) context.addIssue({ code: 'custom', message: verdict })
    })
    .describe('One or two sentences, at most 40 words, ending with punctuation.'),
  html: z
    .string()
    .transform(sanitizeArticleHtml)
    .refine((html) => html.trim() !== '', 'The article body is empty once sanitised')
    .describe(
      'The article body as HTML: <h2>, <h3>, <p>, <ul>, <ol>, <li>, <blockquote>, <strong>, <em> and <a href>. No <h1>, images, scripts or styles.',
    ),
  tags: z
    .array(z.string().trim().min(1).max(40))
    .min(1)
    .max(MAX_TAGS)
    .describe(`1 to ${MAX_TAGS} short topic tags, e.g. "Bitcoin" or "DeFi".`),
  readTime: z.number().int().min(1).describe('Reading time in whole minutes.'),
  imagePrompt: z
    .string()
    .trim()
    .min(1)
    .describe(
      'A description of a featured illustration for the article: no text, logos or real people.',
    ),
})

export type GeneratedArticle = z.output<typeof generatedArticleSchema>

const inputSchema = z.toJSONSchema(generatedArticleSchema, { io: 'input' })

/** The tool Claude is made to call, so its answer arrives as JSON matching the schema above. */
export const ARTICLE_TOOL: Tool = {
  name: 'submit_article',
  description: `Submit the finished article for the editors of ${SITE_NAME}.`,
  input_schema: {
    type: 'object',
    properties: inputSchema.properties,
    required: inputSchema.required,
  },
}
