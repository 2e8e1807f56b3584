import { LazyTimeMachine } from './LazyTimeMachine'
import { ModeSwitch, type SimulatorMode } from './ModeSwitch'
import styles from './TimeMachine.module.css'

/** The simulator in its time machine mode: the mode switch, then the lazily loaded machine. */
export function TimeMachineMode({ onModeChange }: { onModeChange: (mode: SimulatorMode) => void }) {
  return (
    <div className={styles.machine}>
      <ModeSwitch mode="time-machine" onChange={onModeChange} />
      <LazyTimeMachine />
    </div>
  )
}
