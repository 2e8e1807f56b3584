import { useEffect } from 'react'

/** While `active`, the browser asks before the page is closed or reloaded. */
export function useWarnBeforeUnload(active: boolean): void {
  useEffect(() => {
    if (!active) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [active])
}
