import type { CollectionBeforeChangeHook } from 'payload'

import { htmlToPlainText, readTimeMinutes } from '@blockwise/shared'

import type { Article } from '@/payload-types'

/** What one save of an article says about its read time. */
export interface ReadTimeSave {
  /** `data.readTime` of the save; undefined or null when the save leaves it out or empties it. */
  sent: unknown
  /** The read time stored before the save (the latest version's, with drafts); none on create. */
  stored: unknown
  /** The body's HTML as the save leaves it. */
  html: unknown
  /** The body's HTML as it was stored before the save. */
  previousHtml: unknown
}

const minutesOf = (html: unknown): number | undefined =>
  typeof html === 'string' ? readTimeMinutes(htmlToPlainText(html)) : undefined

/**
 * docs/product.md (Article `readTime`): the read time follows the body. An empty read time, or
 * none at all, is derived from the body. One sent that differs from the stored one is the writer's
 * own and is stored. Otherwise the stored read time stays, unless it is the one the previous body
 * gave: then it follows the body. (The admin sends every field back on every save, so the read
 * time the first autosave derived came back with each later save and froze, 1 min for
 * 753 words.) Undefined: the save keeps whatever it sent.
 */
export function readTimeOnSave({ sent, stored, html, previousHtml }: ReadTimeSave) {
  const derived = minutesOf(html)
  if (typeof sent !== 'number') return derived
  if (sent !== stored) return sent
  return sent === minutesOf(previousHtml) ? (derived ?? sent) : sent
}

/** Derives readTime from the body when the writer leaves it empty, and as the body changes. */
export const computeReadTime: CollectionBeforeChangeHook<Article> = ({ data, originalDoc }) => {
  const readTime = readTimeOnSave({
    sent: data.readTime,
    stored: originalDoc?.readTime,
    html: data.contentHtml ?? originalDoc?.contentHtml,
    previousHtml: originalDoc?.contentHtml,
  })
  if (readTime !== undefined) data.readTime = readTime
  return data
}
