'use client'

import { useAuth } from '@payloadcms/ui'
import { useEffect, type ReactNode } from 'react'

const ACTIVITY = ['keydown', 'pointerdown', 'wheel'] as const

/** Activity asks about the session at most this often. */
const SESSION_CHECK_INTERVAL_MS = 15_000

/**
 * Keeps an editor who is working logged in. Payload ends a session when its token lapses (Users'
 * tokenExpiration), asking "Stay logged in?" a minute before, and renews it only while a form
 * changes. Any activity (reading and scrolling an article too) calls Payload's refreshCookie, which
 * renews the token only in its last two minutes, so an admin left idle still logs out.
 */
export function KeepSessionAlive({ children }: { children?: ReactNode }) {
  const { refreshCookie, user } = useAuth()
  useEffect(() => {
    if (!user) return
    let lastCheck = 0
    const onActivity = () => {
      const now = Date.now()
      if (now - lastCheck < SESSION_CHECK_INTERVAL_MS) return
      lastCheck = now
      refreshCookie()
    }
    for (const type of ACTIVITY)
      window.addEventListener(type, onActivity, { capture: true, passive: true })
    return () => {
      for (const type of ACTIVITY) window.removeEventListener(type, onActivity, { capture: true })
    }
  }, [refreshCookie, user])
  return children
}
