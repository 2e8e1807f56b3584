import styles from './ModeSwitch.module.css'

export type SimulatorMode = 'fixed' | 'time-machine'

const MODES: Array<{ mode: SimulatorMode; label: string }> = [
  { mode: 'fixed', label: 'Fixed prices' },
  { mode: 'time-machine', label: 'Time machine' },
]

/** The simulator's two modes as a pair of toggle buttons; fixed prices come first and by default. */
export function ModeSwitch({
  mode,
  onChange,
}: {
  mode: SimulatorMode
  onChange: (mode: SimulatorMode) => void
}) {
  return (
    <div className={styles.switch} role="group" aria-label="Simulator mode">
      {MODES.map((option) => (
        <button
          key={option.mode}
          type="button"
          aria-pressed={mode === option.mode}
          className={styles.option}
          onClick={() => onChange(option.mode)}
        >
          {option.label}
        </button>
      ))}
    </div>
  )
}
