import { hasControlCharacters } from '../text'

/**
 * An article's own search and social texts (docs/product.md#article-seo): the limits the CMS
 * refuses past, and the lengths search engines and social cards show before they cut a text.
 */
export const META_DESCRIPTION_MAX_LENGTH = 300
/** About what a search result shows of a description on a desktop before its ellipsis. */
export const META_DESCRIPTION_SHOWN_LENGTH = 160
export const SOCIAL_TITLE_MAX_LENGTH = 120
/** About what a search result or a social card shows of a title before its ellipsis. */
export const TITLE_SHOWN_LENGTH = 60
const CANONICAL_URL_MAX_LENGTH = 2048

const HTML_TAG = /<\/?[a-z!?][^>]*>/i

function checkPlainText(value: unknown, label: string, maxLength: number): true | string {
  if (value === null || value === undefined || value === '') return true
  if (typeof value !== 'string') return `${label} must be text`
  if (value.length > maxLength)
    return `${label} must be ${maxLength} characters or less (it has ${value.length})`
  // Line breaks are whitespace to a search engine; other control characters are nobody's text.
  if (hasControlCharacters(value.replace(/[\r\n\t]/g, ' ')))
    return `${label} must not contain control characters`
  if (HTML_TAG.test(value)) return `${label} must be plain text, without HTML tags`
  return true
}

export const checkMetaDescription = (value: unknown) =>
  checkPlainText(value, 'Meta description', META_DESCRIPTION_MAX_LENGTH)

export const checkSocialTitle = (value: unknown) =>
  checkPlainText(value, 'Social title', SOCIAL_TITLE_MAX_LENGTH)

/**
 * `value` as the site's page writes it in `<link rel="canonical">` (Next writes a URL with no path
 * as its origin), so that the stored address is the one readers' pages show; without a fragment,
 * which a canonical address has no use for. Anything not a URL is returned as it is, for
 * checkCanonicalUrl to refuse.
 */
export function normalizedCanonicalUrl(value: string): string {
  const trimmed = value.trim()
  if (!URL.canParse(trimmed)) return trimmed
  const url = new URL(trimmed)
  url.hash = ''
  return url.pathname === '/' && url.search === '' ? url.origin : url.href
}

export const CANONICAL_URL_INVALID =
  'Canonical URL must be an absolute https:// address, e.g. https://example.com/original-story'

/** The canonical address of a syndicated article: absolute, https, no credentials. */
export function checkCanonicalUrl(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  if (typeof value !== 'string' || !URL.canParse(value.trim())) return CANONICAL_URL_INVALID
  if (value.length > CANONICAL_URL_MAX_LENGTH)
    return `Canonical URL must be ${CANONICAL_URL_MAX_LENGTH} characters or less`
  const url = new URL(value.trim())
  if (url.protocol !== 'https:' || url.hostname === '') return CANONICAL_URL_INVALID
  if (url.username || url.password) return 'Canonical URL must not contain a user name or password'
  return true
}
