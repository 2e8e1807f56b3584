import '../zodInBrowsers'
import { z } from 'zod'

import { ARTICLE_TYPES } from '../constants'
import { dateTimeString } from './dateTime'

/** The popover shows the short definition: a sentence or two, never a paragraph. */
export const GLOSSARY_SHORT_DEFINITION_MAX = 200
export const GLOSSARY_EXPLANATION_MAX = 6000
export const GLOSSARY_TERM_MAX = 80
export const GLOSSARY_ALIASES_MAX = 10
/** Related terms, and related articles, one term links at most. */
export const GLOSSARY_RELATED_MAX = 12

/** A glossary term as GET /api/glossary lists it: enough to link and define its mentions. */
export const glossaryTermSchema = z
  .object({
    term: z.string(),
    slug: z.string(),
    aliases: z.array(z.string()).meta({
      description: 'Other names of the term (abbreviations, spellings), mentions of which link too',
    }),
    shortDefinition: z
      .string()
      .meta({ description: `Plain text, at most ${GLOSSARY_SHORT_DEFINITION_MAX} characters` }),
  })
  .meta({ id: 'GlossaryTerm' })
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>

export const glossaryListSchema = z.array(glossaryTermSchema)

/** A published article a glossary entry points readers to. */
export const glossaryArticleSchema = z
  .object({
    title: z.string(),
    slug: z.string(),
    excerpt: z.string(),
    articleType: z.enum(ARTICLE_TYPES),
    publishedAt: dateTimeString().nullable(),
  })
  .meta({ id: 'GlossaryArticle' })

/** One glossary entry (GET /api/glossary/{slug}). */
export const glossaryEntrySchema = glossaryTermSchema
  .extend({
    explanation: z.string().meta({
      description: 'Plain text; paragraphs are separated by a blank line',
    }),
    relatedTerms: z.array(glossaryTermSchema),
    relatedArticles: z
      .array(glossaryArticleSchema)
      .meta({ description: 'Published articles only, in the order the editors chose' }),
    updatedAt: dateTimeString(),
  })
  .meta({ id: 'GlossaryEntry' })
export type GlossaryEntry = z.infer<typeof glossaryEntrySchema>

/** The explanation's paragraphs: blocks of text between blank lines. */
export const explanationParagraphs = (explanation: string): string[] =>
  explanation
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
