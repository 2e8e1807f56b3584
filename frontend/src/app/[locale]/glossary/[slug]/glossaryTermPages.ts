import { notFound } from 'next/navigation'

import { explanationParagraphs, type GlossaryEntry } from '@blockwise/shared/schemas/glossary'

import { serializeJsonLd } from '@/components/articles/articleJsonLd'
import { glossaryTermJsonLd } from '@/components/glossary/glossaryJsonLd'
import { siteUrl } from '@/env'
import { getGlossaryEntry } from '@/lib/cms/glossary'
import { getSiteSettings, type SiteSettings } from '@/lib/cms/siteSettings'
import { valuesWithDates } from '@/lib/pageTemplates/articleCardLeaves'
import type { CardedPageKind } from '@/lib/pageTemplates/cardedTemplates'
import { specimenPage } from '@/lib/pageTemplates/specimenPages'
import { specimenOf, specimenToken, type Json } from '@/lib/pageTemplates/specimens'

/** What a glossary term's page shows: its entry, and the site's settings every page shows. */
export interface GlossaryTermContent {
  entry: GlossaryEntry
  settings: SiteSettings
}

const glossaryTermPath = (slug: string) => `/glossary/${slug}`

/** The other names of a term as its page writes them, in one line ('' when it has none). */
export const aliasesText = (entry: GlossaryEntry) => entry.aliases.join(', ')

export const glossaryTermJsonLdText = (entry: GlossaryEntry) =>
  serializeJsonLd(glossaryTermJsonLd(entry, siteUrl()))

/** The page of the term at `slug`, or null when there is no such term. */
export async function getGlossaryTermContent(slug: string): Promise<GlossaryTermContent | null> {
  const [entry, settings] = await Promise.all([getGlossaryEntry(slug), getSiteSettings()])
  return entry ? { entry, settings } : null
}

/**
 * The entry the page at `/glossary/{slug}` shows, or not found. While a template is made, the
 * specimen registered at the address (specimenPages.ts).
 */
export async function glossaryEntryAt(slug: string): Promise<GlossaryEntry> {
  const specimen = await specimenPage<GlossaryTermContent>(glossaryTermPath(slug))
  if (specimen) return specimen.entry
  return (await getGlossaryEntry(slug)) ?? notFound()
}

/**
 * What the page shows of its entry, as leaves (specimens.ts): a field outside these would split
 * pages into shapes for nothing, and one the page starts to show must join them, or the
 * specimens lack it and no template passes its check.
 */
const frameLeaves = ({ entry }: GlossaryTermContent) => ({
  term: entry.term,
  slug: entry.slug,
  aliases: aliasesText(entry),
  shortDefinition: entry.shortDefinition,
  paragraphs: explanationParagraphs(entry.explanation),
  relatedTerms: entry.relatedTerms.map(({ term, slug }) => ({ term, slug })),
  relatedArticles: entry.relatedArticles.map(({ articleType, slug, title, excerpt }) => ({
    articleType,
    slug,
    title,
    excerpt,
  })),
})

type FrameLeaves = ReturnType<typeof frameLeaves>

const JSON_LD = 'jsonLd'

/** An entry that shows `leaves` (the rest as `like` has it). */
const entryShowing = (leaves: FrameLeaves, like: GlossaryEntry): GlossaryEntry => ({
  term: leaves.term,
  slug: leaves.slug,
  aliases: leaves.aliases ? [leaves.aliases] : [],
  shortDefinition: leaves.shortDefinition,
  explanation: leaves.paragraphs.join('\n\n'),
  relatedTerms: leaves.relatedTerms.map((term) => ({ ...term, aliases: [], shortDefinition: '' })),
  relatedArticles: leaves.relatedArticles.map((article) => ({ ...article, publishedAt: null })),
  updatedAt: like.updatedAt,
})

/**
 * A glossary term's pages as templates make them (docs/decisions/0026): all frame, no cards (its
 * related articles are lines of text, not article cards).
 */
export const glossaryTermTemplates: CardedPageKind<GlossaryTermContent> = {
  name: 'glossary term',
  frameLeaves,
  cards: () => [],
  eagerCards: 0,
  frameValues: (content) =>
    valuesWithDates(frameLeaves(content)).set(JSON_LD, glossaryTermJsonLdText(content.entry)),
  rawHoles: new Set([JSON_LD]),
  specimen: (content, variant) => {
    const leaves = specimenOf(frameLeaves(content) as Json, specimenToken(), variant)
    const entry = entryShowing(leaves as FrameLeaves, content.entry)
    return { content: { ...content, entry }, path: glossaryTermPath(entry.slug) }
  },
  fixed: (content) => JSON.stringify(content.settings),
}
