/**
 * Every string of a specimen page starts with this (specimens.ts), its slug too: no article's
 * data holds it. Plain JavaScript, as the cache handler (generationCheckedCache.mjs) reads it.
 */
export const SPECIMEN_MARK = 'zqxj'

/**
 * The page numbers of deep list pages' specimens (variant 0 and 1), in their paths too: no list
 * has that many pages (ARTICLE_PAGE_MAX), and no other specimen value is near them, so that the
 * numbers of the pages a page links to are no other value of it either.
 */
export const SPECIMEN_PAGES = /** @type {const} */ ([5_300_500, 5_301_500])

const SPECIMEN_PATHS = new RegExp(
  `/(articles|tags|authors|glossary)/${SPECIMEN_MARK}|/page/(${SPECIMEN_PAGES.join('|')})(/|$)`,
)

/**
 * Whether Next's cache `key` is a specimen's page, rendered once to make a template: no cache
 * keeps it, or answers for it.
 * @param {string} key
 */
export const isSpecimenPageKey = (key) => SPECIMEN_PATHS.test(key)
