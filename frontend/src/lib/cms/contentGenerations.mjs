/**
 * A counter per cache tag, advanced by the CMS's revalidation webhook. Every CMS read carries its
 * tag's current generation as an extra tag (`articles@3`), and so does every page rendered from it,
 * so the cache can refuse an entry filled from a read that started before the latest change: Next
 * stamps an entry when it is stored, not when its read began, so a render that straddles the
 * webhook would otherwise be stored as newer than the change and served until the next one.
 *
 * Plain JavaScript, since Next loads the cache handler (server/generationCheckedCache.mjs) as it
 * is; the counters live on globalThis so that handler and every route's bundled copy share them.
 */
const GENERATIONS = Symbol.for('blockwise.cmsContentGenerations')
const GENERATION_TAG = /^(.+)@(\d+)$/

/** @returns {Map<string, number>} */
function generations() {
  const holder = /** @type {{ [GENERATIONS]?: Map<string, number> }} */ (globalThis)
  return (holder[GENERATIONS] ??= /** @type {Map<string, number>} */ (new Map()))
}

/** @param {string} tag @returns {string} the tag stamped with its current generation */
export function generationTag(tag) {
  return `${tag}@${generations().get(tag) ?? 0}`
}

/**
 * Called before the tags are expired: reads that start from now on carry the new generation.
 * @param {readonly string[]} tags
 */
export function advanceGenerations(tags) {
  for (const tag of tags) generations().set(tag, (generations().get(tag) ?? 0) + 1)
}

/** @param {readonly string[]} tags @returns {boolean} whether any tag stamps an older generation */
export function isFromAnOlderGeneration(tags) {
  return tags.some((tag) => {
    const stamped = GENERATION_TAG.exec(tag)
    return stamped !== null && Number(stamped[2]) < (generations().get(stamped[1] ?? '') ?? 0)
  })
}
