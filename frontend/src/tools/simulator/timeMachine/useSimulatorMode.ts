import { useCallback, useEffect, useState } from 'react'

import type { SimulatorMode } from './ModeSwitch'

const PARAM = 'mode'
const TIME_MACHINE = 'time-machine'

/**
 * Fixed prices unless the address asks for the time machine (?mode=time-machine); switching
 * rewrites the address, so the mode can be bookmarked and shared. Read after mount: the server
 * renders the fixed-price mode.
 */
export function useSimulatorMode(): [SimulatorMode, (mode: SimulatorMode) => void] {
  const [mode, setMode] = useState<SimulatorMode>('fixed')
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get(PARAM) === TIME_MACHINE)
      setMode('time-machine')
  }, [])
  const change = useCallback((next: SimulatorMode) => {
    setMode(next)
    const url = new URL(window.location.href)
    if (next === 'time-machine') url.searchParams.set(PARAM, TIME_MACHINE)
    else url.searchParams.delete(PARAM)
    window.history.replaceState(window.history.state, '', url)
  }, [])
  return [mode, change]
}
