import { lazy, Suspense } from 'react'

import panel from '../Panel.module.css'

// Its code, and the history calls, load only when the reader opens the time machine.
const TimeMachine = lazy(() => import('./TimeMachine'))

export function LazyTimeMachine() {
  return (
    <Suspense fallback={<p className={panel.meta}>Loading the time machine…</p>}>
      <TimeMachine />
    </Suspense>
  )
}
