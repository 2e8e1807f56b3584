/**
 * Every string of a specimen page starts with this (specimens.ts), its slug too: no article's
 * data holds it. Plain JavaScript, as the cache handler (generationCheckedCache.mjs) reads it.
 */
export const SPECIMEN_MARK = 'zqxj'

/**
 * Whether Next's cache `key` is a specimen's page, rendered once to make a template: no cache
 * keeps it.
 * @param {string} key
 */
export const isSpecimenPageKey = (key) => key.includes(`/articles/${SPECIMEN_MARK}`)
