import { useSyncExternalStore } from 'react'

/** @public The Cookie Policy's test (browserStorage.test.ts) reads each storage key's export. */
export const CONSENT_STORAGE_KEY = 'blockwise-cookie-consent'
export const OPEN_PREFERENCES_EVENT = 'blockwise:open-cookie-preferences'

export const OPTIONAL_CATEGORIES = ['preferences', 'analytics', 'marketing'] as const
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number]

export type ConsentChoice = Record<OptionalCategory, boolean> & {
  essential: true
  decidedAt: string
}

export const ESSENTIAL_ONLY: Record<OptionalCategory, boolean> = {
  preferences: false,
  analytics: false,
  marketing: false,
}

function isChoice(value: unknown): value is ConsentChoice {
  if (!value || typeof value !== 'object') return false
  return OPTIONAL_CATEGORIES.every(
    (category) => typeof (value as Record<string, unknown>)[category] === 'boolean',
  )
}

function read(): ConsentChoice | null {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null')
    return isChoice(stored) ? stored : null
  } catch {
    return null
  }
}

// `undefined` until read on the client: the server renders as if no choice was known.
let current: ConsentChoice | null | undefined
const listeners = new Set<() => void>()

function snapshot(): ConsentChoice | null | undefined {
  if (current === undefined && typeof window !== 'undefined') current = read()
  return current
}

/** Records the reader's choice (kept across visits) and tells every component that honours it. */
export function saveConsent(categories: Record<OptionalCategory, boolean>): void {
  current = { ...categories, essential: true, decidedAt: new Date().toISOString() }
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(current))
  } catch {
    // Private mode or full storage: the choice still holds for this visit.
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The reader's choice; null when none was made yet, undefined before the client has read it. */
export function useConsent(): ConsentChoice | null | undefined {
  return useSyncExternalStore(subscribe, snapshot, () => undefined)
}
