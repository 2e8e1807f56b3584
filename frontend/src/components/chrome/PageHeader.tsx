import styles from './PageHeader.module.css'

export function PageHeader({ title, intro }: { title: string; intro?: string }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
    </header>
  )
}
