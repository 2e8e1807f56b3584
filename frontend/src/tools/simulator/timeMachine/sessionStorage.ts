import {
  TIME_MACHINE_STORAGE_KEY,
  parseSession,
  serializeSession,
  type TimeMachineSession,
} from '@blockwise/shared/tools/simulator/history/persistence'

/** The saved time machine session, or null when there is none or it cannot be read or trusted. */
export function loadSession(): TimeMachineSession | null {
  try {
    return parseSession(window.localStorage.getItem(TIME_MACHINE_STORAGE_KEY))
  } catch {
    return null
  }
}

/** Saves (or, for null, forgets) the session; false when the browser refuses. */
export function saveSession(session: TimeMachineSession | null): boolean {
  try {
    if (session) window.localStorage.setItem(TIME_MACHINE_STORAGE_KEY, serializeSession(session))
    else window.localStorage.removeItem(TIME_MACHINE_STORAGE_KEY)
    return true
  } catch {
    console.warn('Failed to save the time machine session')
    return false
  }
}
