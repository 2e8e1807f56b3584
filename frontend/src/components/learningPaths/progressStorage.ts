import { useSyncExternalStore } from 'react'

import {
  PATH_PROGRESS_STORAGE_KEY,
  emptyProgress,
  parseProgress,
  serializeProgress,
  type ReaderProgress,
} from '@blockwise/shared/learningPaths/progress'

/** The stored text, or null when the browser refuses storage (private mode, blocked). */
function readStored(): string | null {
  try {
    return window.localStorage.getItem(PATH_PROGRESS_STORAGE_KEY)
  } catch {
    return null
  }
}

export function loadProgress(): ReaderProgress {
  return parseProgress(readStored())
}

/** Saves the progress; a browser that refuses storage simply keeps none. */
export function saveProgress(progress: ReaderProgress): void {
  try {
    window.localStorage.setItem(PATH_PROGRESS_STORAGE_KEY, serializeProgress(progress))
  } catch {
    console.debug('Learning progress not saved')
  }
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === PATH_PROGRESS_STORAGE_KEY) onChange()
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}

const EMPTY = serializeProgress(emptyProgress())

/**
 * The reader's progress once the page is hydrated; the server (and the first paint) has none, so
 * what shows it renders the same HTML with or without script.
 */
export function useStoredProgress(): ReaderProgress | null {
  const raw = useSyncExternalStore(
    subscribe,
    () => readStored() ?? EMPTY,
    () => null,
  )
  return raw === null ? null : parseProgress(raw)
}
