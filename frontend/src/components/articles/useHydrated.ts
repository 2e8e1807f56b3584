import { useSyncExternalStore } from 'react'

const noChanges = () => () => undefined

/**
 * False in the server's HTML and while React hydrates it, true from then on. The site loads its
 * script after the first paint, so until then a button that needs it is shown as inert.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  )
}
