'use client'

import { lazy, Suspense, useEffect, useState } from 'react'

import { NOTIFICATIONS_HOTKEY } from './hotkey'
import { useToasts } from './toastStore'

// Radix Toast would be the largest part of the script the site chrome puts on every page (the product's
// 150 KB budget), yet nothing shows until a reader acts: it is fetched with the first toast, or
// when the reader asks for the notifications region with its hotkey.
const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })))

/** The site's toaster, mounted once there is a toast to show or the reader presses F8. */
export function ToasterOnDemand() {
  const anyToast = useToasts().length > 0
  const [summoned, setSummoned] = useState(false)

  useEffect(() => {
    if (summoned) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === NOTIFICATIONS_HOTKEY) setSummoned(true)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [summoned])

  if (!anyToast && !summoned) return null
  return (
    <Suspense fallback={null}>
      <Toaster focusOnMount={summoned} />
    </Suspense>
  )
}
