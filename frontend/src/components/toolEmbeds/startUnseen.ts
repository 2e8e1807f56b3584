import type { Root } from 'react-dom/client'

import type { StartIsland } from './islands'

/**
 * Whether a tool replacing this summary now would move text the reader is looking at. A tool is
 * much taller than its summary, so it may grow only where nobody sees it: below the fold, or
 * entirely above it (where the browser's scroll anchoring keeps the reader's place).
 */
function wouldMoveWhatTheReaderSees(placeholder: HTMLElement): boolean {
  const { bottom } = placeholder.getBoundingClientRect()
  return bottom > 0 && bottom <= window.innerHeight
}

/**
 * Starts a tool as soon as doing so moves nothing on screen. While it is in view the reader gets a
 * "Use it here" button (a change they asked for is no surprise), and the tool starts by itself
 * once they scroll it out of sight. Returns a function that stops waiting.
 */
export function startUnseen(
  placeholder: HTMLElement,
  start: StartIsland,
  started: (root: Root) => void,
): () => void {
  const startNow = () => {
    const hadFocus = document.activeElement === button
    stopWaiting()
    const root = start()
    if (root) started(root)
    // The button is gone: a keyboard reader carries on in the tool it started.
    if (hadFocus) placeholder.querySelector<HTMLElement>('input, select, button, a')?.focus()
  }
  let frame = 0
  const onScroll = () => {
    cancelAnimationFrame(frame)
    frame = requestAnimationFrame(() => {
      if (!wouldMoveWhatTheReaderSees(placeholder)) startNow()
    })
  }
  const button = document.createElement('button')
  function stopWaiting() {
    window.removeEventListener('scroll', onScroll)
    cancelAnimationFrame(frame)
    button.remove()
  }

  if (!wouldMoveWhatTheReaderSees(placeholder)) {
    startNow()
    return stopWaiting
  }
  button.type = 'button'
  button.className = 'tool-embed-start'
  button.textContent = 'Use it here'
  button.addEventListener('click', startNow)
  placeholder.append(button)
  placeholder.dataset.toolEmbedState = 'waiting'
  window.addEventListener('scroll', onScroll, { passive: true })
  return stopWaiting
}
