/**
 * Runs `then` once `element` is nowhere on screen: below the fold, or wholly above it (where the
 * browser's scroll anchoring keeps the reader's place). Growing it then moves nothing the reader
 * sees, so its growth is no layout shift. Returns a function that stops waiting.
 */
export function onceOutOfView(element: Element, then: () => void): () => void {
  const observer = new IntersectionObserver(([entry]) => {
    if (!entry || entry.isIntersecting) return
    observer.disconnect()
    then()
  })
  observer.observe(element)
  return () => observer.disconnect()
}
