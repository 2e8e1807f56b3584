/** Marks a framework script that waits for the first paint; its value is the script's URL. */
export const PLACEHOLDER_ATTRIBUTE = 'data-deferred-src'
/**
 * How long after loading a page that has not painted starts its script anyway. Longer than
 * Chromium holds a first frame (~1 s seen), shorter than a reader's patience.
 */
const PAINTLESS_PAGE_WAIT_MS = 3000

/**
 * Runs in the browser, inline in the page. The page is complete as HTML; the framework's script
 * only makes it interactive. Fetched alongside the page, that script competes with the document,
 * the stylesheets and the lead image for a slow connection, and its start-up holds the main thread
 * while the first frame waits. So it is requested once the page has loaded and its first content
 * has been presented (or the tab is hidden, when no paint comes), a frame later.
 */
function loadAfterFirstPaint(attribute: string, paintlessWaitMs: number): void {
  let loaded = document.readyState === 'complete'
  let painted = document.visibilityState === 'hidden'
  let started = false

  // One script per task while the reader watches: each insertion starts a request and a compile,
  // and nine at once made a task long enough to hold up a tap. Hidden tabs throttle timers.
  const insertScripts = () => {
    const placeholder = document.querySelector(`script[${attribute}]`)
    if (!placeholder) return
    const script = document.createElement('script')
    script.src = placeholder.getAttribute(attribute) ?? ''
    script.async = true
    placeholder.replaceWith(script)
    if (document.visibilityState === 'hidden') insertScripts()
    else setTimeout(insertScripts)
  }
  const start = () => {
    if (started || !loaded || !painted) return
    started = true
    if (document.visibilityState === 'hidden') setTimeout(insertScripts)
    else requestAnimationFrame(() => setTimeout(insertScripts))
  }

  addEventListener('load', () => {
    loaded = true
    start()
    // A page with nothing to paint before its script runs must not wait for a paint forever.
    setTimeout(() => {
      painted = true
      start()
    }, paintlessWaitMs)
  })
  document.addEventListener('visibilitychange', () => {
    painted ||= document.visibilityState === 'hidden'
    start()
  })
  if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      // A first paint of backgrounds alone may come first.
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      painted = true
      start()
    }).observe({ type: 'paint', buffered: true })
  } else {
    painted = true
  }
  start()
}

/** The loader as the page carries it. */
export const LOADER_SCRIPT = `<script>(${loadAfterFirstPaint.toString()})(${JSON.stringify(PLACEHOLDER_ATTRIBUTE)}, ${PAINTLESS_PAGE_WAIT_MS})</script>`
