import { AsyncLocalStorage } from 'node:async_hooks'

import type { SiteCacheTag } from '@blockwise/shared'

import { generationTag, isFromAnOlderGeneration } from './contentGenerations.mjs'

interface Kept {
  answer: Promise<unknown>
  /** Each tag with its generation when the read began. */
  stamps: string[]
  until: number
}

/** Answers kept decoded, by the schema that parsed them and the path they came from. */
const kept = new WeakMap<object, Map<string, Kept>>()
const unstored = new AsyncLocalStorage<true>()

/**
 * Runs `work`, which makes a page no Next cache stores (the micro-cache and the edge keep it by
 * path), with the CMS reads it makes to suit: a read every page shares (fetchJson's
 * `keepDecoded`: the glossary, the authors, the settings, the learning paths) may be answered
 * from this process's memory, and a read of this page's own data skips Next's data cache, where
 * an archive of 100,000 articles would store one entry per render to read back almost never.
 * A page Next renders must make its fetches itself, so that its cache entry carries their tags.
 */
export const forUnstoredPage = <T>(work: () => Promise<T>): Promise<T> => unstored.run(true, work)

/** Whether the current work makes a page no Next cache stores (forUnstoredPage). */
export const inUnstoredPage = (): boolean => unstored.getStore() === true

/**
 * `read`'s parsed answer, kept while every tag's generation stands (as Next's cache keeps the raw
 * answer: server/generationCheckedCache.mjs) and for at most `seconds`. Outside forUnstoredPage,
 * always `read()`. Saves decoding the same answer from Next's cache on every render: the glossary
 * alone is ~360 KB of JSON at 2,000 terms.
 */
export function decodedRead<T>(
  schema: object,
  path: string,
  tags: readonly SiteCacheTag[],
  seconds: number,
  read: () => Promise<T>,
): Promise<T> {
  if (!inUnstoredPage()) return read()
  const byPath = kept.get(schema) ?? new Map<string, Kept>()
  kept.set(schema, byPath)
  const found = byPath.get(path)
  if (found && Date.now() < found.until && !isFromAnOlderGeneration(found.stamps)) {
    return found.answer as Promise<T>
  }
  const stamps = tags.map(generationTag)
  const answer = read()
  byPath.set(path, { answer, stamps, until: Date.now() + seconds * 1000 })
  answer.catch(() => {
    if (byPath.get(path)?.answer === answer) byPath.delete(path)
  })
  return answer
}
