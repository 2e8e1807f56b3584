/**
 * A counter per cache tag, advanced by the CMS's revalidation webhook. Every CMS read carries its
 * tag's current generation as an extra tag (`articles@3`), and so does every page rendered from it,
 * so the cache can refuse an entry filled from a read that started before the latest change: Next
 * stamps an entry when it is stored, not when its read began, so a render that straddles the
 * webhook would otherwise be stored as newer than the change and served until the next one.
 *
 * With REDIS_URL the cache is shared by every site instance, so a counter of one process means
 * nothing to another: the CMS numbers each change from one global counter in Redis, and every
 * instance raises the changed tags to that number (server/contentChanges.ts). While an instance
 * cannot know the latest number (before it first reads it, or while it is cut off from Redis and
 * may miss a change), every stamped entry counts as older.
 *
 * Plain JavaScript, since Next loads the cache handler (server/generationCheckedCache.mjs) as it
 * is; the counters live on globalThis so that handler, the site server and every route's bundled
 * copy share them.
 */
const GENERATIONS = Symbol.for('blockwise.cmsContentGenerations')
const GENERATION_TAG = /^(.+)@(\d+)$/

/** @typedef {{ byTag: Map<string, number>, known: boolean }} Generations */

/** @returns {Generations} */
function state() {
  const holder = /** @type {{ [GENERATIONS]?: Generations }} */ (globalThis)
  return (holder[GENERATIONS] ??= { byTag: new Map(), known: true })
}

const generations = () => state().byTag

/** @param {string} tag @returns {number} */
export function currentGeneration(tag) {
  return generations().get(tag) ?? 0
}

/** @param {string} tag @returns {string} the tag stamped with its current generation */
export function generationTag(tag) {
  return `${tag}@${currentGeneration(tag)}`
}

/**
 * Called before the tags are expired: reads that start from now on carry the new generation.
 * @param {readonly string[]} tags
 */
export function advanceGenerations(tags) {
  for (const tag of tags) generations().set(tag, currentGeneration(tag) + 1)
}

/**
 * The shared counterpart of advanceGenerations: each tag's generation becomes at least the CMS's
 * global number for the change, whichever instance learns of it first.
 * @param {readonly string[]} tags
 * @param {number} generation
 */
export function raiseGenerations(tags, generation) {
  for (const tag of tags) generations().set(tag, Math.max(currentGeneration(tag), generation))
}

/** Until generationsKnown(), every stamped entry is refused (see above). */
export function generationsUnknown() {
  state().known = false
}

/**
 * Each tag's latest generation, read from Redis: stamped entries are judged again.
 * @param {Iterable<[string, number]>} latest
 */
export function generationsKnown(latest) {
  for (const [tag, generation] of latest) raiseGenerations([tag], generation)
  state().known = true
}

/** @param {readonly string[]} tags @returns {boolean} whether any tag stamps an older generation */
export function isFromAnOlderGeneration(tags) {
  const { known } = state()
  return tags.some((tag) => {
    const stamped = GENERATION_TAG.exec(tag)
    if (stamped === null) return false
    return !known || Number(stamped[2]) < currentGeneration(stamped[1] ?? '')
  })
}
