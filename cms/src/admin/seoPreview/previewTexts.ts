import { SITE_NAME } from '@blockwise/shared/constants'
import { slugify } from '@blockwise/shared/text'
import { META_DESCRIPTION_SHOWN_LENGTH, TITLE_SHOWN_LENGTH } from '@blockwise/shared/seo/articleSeo'

/** About what a social card shows of a description: one or two lines under its title. */
const CARD_DESCRIPTION_SHOWN_LENGTH = 110

/**
 * `text` cut as search engines and social cards cut what does not fit: at the last whole word
 * before `shown` characters, with an ellipsis.
 */
export function truncated(text: string, shown: number): string {
  const plain = text.replace(/\s+/g, ' ').trim()
  if (plain.length <= shown) return plain
  // Room for the ellipsis; a word the cut ends inside goes, unless it is all there is.
  const cut = plain.slice(0, shown - 1)
  const lastSpace = cut.lastIndexOf(' ')
  const endsAtWord = plain[shown - 1] === ' '
  const words = endsAtWord || lastSpace <= shown / 2 ? cut : cut.slice(0, lastSpace)
  return `${words.replace(/[\s,.;:!?–—-]+$/, '')}…`
}

/** What the edit view's form holds of the article, as the previews read it. */
export interface PreviewFields {
  title: string
  seoTitle: string
  slug: string
  excerpt: string
  description: string
  socialTitle: string
  canonicalUrl: string
}

export interface SearchResultPreview {
  title: string
  /** The address as search results write it: `host › path › segments`. */
  url: string
  description: string
}

export interface SocialCardPreview {
  title: string
  description: string
  domain: string
}

/** The first of `texts` that is not blank. */
const firstOf = (...texts: string[]) => texts.find((text) => text.trim() !== '') ?? ''

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

function shownUrl(address: string): string {
  const url = new URL(address)
  const segments = url.pathname.split('/').filter(Boolean).map(decoded)
  return [url.host, ...segments].join(' › ')
}

/** The article's page, or the original a search engine ranks instead when it names one. */
function rankedAddress(fields: PreviewFields, siteUrl: string): string {
  if (URL.canParse(fields.canonicalUrl) && fields.canonicalUrl.startsWith('https://'))
    return fields.canonicalUrl
  // Until saved, a new article's slug is the one its title will give it.
  return new URL(`/articles/${fields.slug || slugify(fields.title)}`, siteUrl).href
}

/** The article as a search result shows it, with the site's title suffix (its pages' titles). */
export function searchResultPreview(fields: PreviewFields, siteUrl: string): SearchResultPreview {
  const title = `${firstOf(fields.seoTitle, fields.title, 'Untitled')} | ${SITE_NAME}`
  return {
    title: truncated(title, TITLE_SHOWN_LENGTH),
    url: shownUrl(rankedAddress(fields, siteUrl)),
    description: truncated(
      firstOf(fields.description, fields.excerpt),
      META_DESCRIPTION_SHOWN_LENGTH,
    ),
  }
}

/** The article as a social card shows it when its page is shared. */
export function socialCardPreview(fields: PreviewFields, siteUrl: string): SocialCardPreview {
  return {
    title: truncated(
      firstOf(fields.socialTitle, fields.seoTitle, fields.title, 'Untitled'),
      TITLE_SHOWN_LENGTH,
    ),
    description: truncated(
      firstOf(fields.description, fields.excerpt),
      CARD_DESCRIPTION_SHOWN_LENGTH,
    ),
    domain: new URL(siteUrl).hostname.toUpperCase(),
  }
}
