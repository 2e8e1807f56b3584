import styles from './ToolsOverview.module.css'

export function ToolDisclaimer() {
  return (
    <aside className={styles.disclaimer} aria-label="Educational purpose">
      <strong>For education only.</strong> These tools use sample data, public market prices or
      virtual money to explain how crypto works. They are not financial advice and their results are
      not predictions. Do your own research (DYOR) before any real decision, and never invest more
      than you can afford to lose.
    </aside>
  )
}
