import { LazyTimeMachine } from './LazyTimeMachine'
import { ModeSwitch, type SimulatorMode } from './ModeSwitch'
import simulator from '../PortfolioSimulator.module.css'

/** The simulator in its time machine mode: the mode switch, then the lazily loaded machine. */
export function TimeMachineMode({ onModeChange }: { onModeChange: (mode: SimulatorMode) => void }) {
  return (
    <div className={simulator.simulator}>
      <ModeSwitch mode="time-machine" onChange={onModeChange} />
      <LazyTimeMachine />
    </div>
  )
}
