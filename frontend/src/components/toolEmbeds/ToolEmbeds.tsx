'use client'

import { useEffect } from 'react'
import type { Root } from 'react-dom/client'

import { TOOL_EMBED_SELECTOR, loadIsland } from './islands'

/** How far ahead of the viewport a tool starts loading, so it is ready when the reader gets there. */
const AHEAD = '600px 0px'

/**
 * Starts each tool placed in the article body when it nears the viewport: only then is the tool's
 * script fetched, and it replaces the block's static summary in place.
 */
export function ToolEmbeds() {
  useEffect(() => {
    const placeholders = document.querySelectorAll<HTMLElement>(TOOL_EMBED_SELECTOR)
    const roots: Root[] = []
    let left = false
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          observer.unobserve(entry.target)
          void loadIsland(entry.target as HTMLElement).then((root) => {
            if (!root) return
            // The reader may have left the article while the tool's script was on its way.
            if (left) root.unmount()
            else roots.push(root)
          })
        }
      },
      { rootMargin: AHEAD },
    )
    placeholders.forEach((placeholder) => observer.observe(placeholder))
    return () => {
      left = true
      observer.disconnect()
      // Not during React's own commit of the page that replaces this one.
      setTimeout(() => roots.forEach((root) => root.unmount()))
    }
  }, [])
  return null
}
