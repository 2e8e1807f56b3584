/** What an editor typed into a document that no save has stored yet, kept in the browser. */
export interface KeptEdits {
  /** When it was last kept, ISO 8601. */
  keptAt: string
  /** The document's values as its form held them. */
  data: Record<string, unknown>
}

type KeptEditsStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** One entry per document, so another article's edits are never offered. */
export const keptEditsKey = (collectionSlug: string, id: string | number) =>
  `blockwise:unsaved-edits:${collectionSlug}:${id}`

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export function readKeptEdits(storage: KeptEditsStorage, key: string): KeptEdits | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? 'null')
    if (!isRecord(parsed) || typeof parsed.keptAt !== 'string' || !isRecord(parsed.data))
      return null
    return { keptAt: parsed.keptAt, data: parsed.data }
  } catch {
    return null
  }
}

/** Keeps the values; false when the browser refused them (storage full or turned off). */
export function keepEdits(
  storage: KeptEditsStorage,
  key: string,
  data: Record<string, unknown>,
  now = new Date(),
): boolean {
  try {
    storage.setItem(key, JSON.stringify({ keptAt: now.toISOString(), data } satisfies KeptEdits))
    return true
  } catch {
    return false
  }
}

export function forgetKeptEdits(storage: KeptEditsStorage, key: string): void {
  try {
    storage.removeItem(key)
  } catch {
    // Storage turned off: nothing was kept.
  }
}
