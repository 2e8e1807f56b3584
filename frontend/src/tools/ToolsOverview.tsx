import Link from 'next/link'

import { COMING_SOON, TOOLS, toolPath } from './registry'
import { ToolDisclaimer } from './ToolDisclaimer'
import { ToolsHeading } from './ToolsHeading'
import styles from './ToolsOverview.module.css'

/** docs/product.md#screens, #states: the overview; each tool opens in place at its own address (tools/[tool]). */
export function ToolsOverview() {
  return (
    <>
      <header className={styles.header}>
        <ToolsHeading>Free crypto tools</ToolsHeading>
        <p>
          Learn by doing: calculators and simulators that run in your browser. No account, no real
          money.
        </p>
      </header>
      <div className={styles.grid}>
        {TOOLS.map((card) => (
          <article key={card.id} className={styles.card}>
            <div className={styles.badges}>
              <span className={styles.category}>{card.category}</span>
              <span className={`${styles.difficulty} ${styles[card.difficulty]}`}>
                {card.difficulty}
              </span>
            </div>
            <h2>{card.name}</h2>
            <p>{card.description}</p>
            <ul className={styles.features}>
              {card.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <Link href={toolPath(card)} className="button">
              Launch {card.name}
            </Link>
          </article>
        ))}
        {COMING_SOON.map((name) => (
          <article key={name} className={`${styles.card} ${styles.disabled}`} aria-disabled="true">
            <div className={styles.badges}>
              <span className={styles.soon}>Coming Q4 2025</span>
            </div>
            <h2>{name}</h2>
            <p>In development. It will appear here when it is ready.</p>
            <button type="button" className="button" disabled>
              Coming Soon
            </button>
          </article>
        ))}
      </div>
      <ToolDisclaimer />
    </>
  )
}
