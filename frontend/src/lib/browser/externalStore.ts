import { useSyncExternalStore } from 'react'

export interface ExternalStore<T> {
  get(): T
  set(next: T): void
  /** The current value; the component re-renders when it is set. */
  useValue(): T
}

/**
 * A value shared by client components without a provider. The server always renders the initial
 * value, so a store set in one request never leaks into another reader's page.
 */
export function externalStore<T>(initial: T): ExternalStore<T> {
  let value = initial
  const listeners = new Set<() => void>()
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }
  return {
    get: () => value,
    set(next) {
      value = next
      for (const listener of listeners) listener()
    },
    useValue: () =>
      useSyncExternalStore(
        subscribe,
        () => value,
        () => initial,
      ),
  }
}
