'use client'

import { useEffect } from 'react'
import type { Root } from 'react-dom/client'

import { TOOL_EMBED_SELECTOR, loadIsland } from './islands'
import { startUnseen } from './startUnseen'

/** How far ahead of the viewport a tool starts loading, so it is ready when the reader gets there. */
const AHEAD = '1000px 0px'

/**
 * Starts each tool placed in the article body when it nears the viewport: only then is the tool's
 * script fetched, and it replaces the block's static summary in place without moving what the
 * reader is looking at (startUnseen).
 */
export function ToolEmbeds() {
  useEffect(() => {
    const placeholders = document.querySelectorAll<HTMLElement>(TOOL_EMBED_SELECTOR)
    const roots: Root[] = []
    const stopWaiting: Array<() => void> = []
    let left = false
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          const placeholder = entry.target as HTMLElement
          observer.unobserve(placeholder)
          void loadIsland(placeholder).then((start) => {
            // The reader may have left the article while the tool's script was on its way.
            if (!start || left) return
            stopWaiting.push(startUnseen(placeholder, start, (root) => roots.push(root)))
          })
        }
      },
      { rootMargin: AHEAD },
    )
    placeholders.forEach((placeholder) => observer.observe(placeholder))
    return () => {
      left = true
      observer.disconnect()
      stopWaiting.forEach((stop) => stop())
      // Not during React's own commit of the page that replaces this one.
      setTimeout(() => roots.forEach((root) => root.unmount()))
    }
  }, [])
  return null
}
