'use client'

import { ArrowLeft } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'

import { PortfolioSimulator } from './simulator/PortfolioSimulator'
import { COMING_SOON, TOOLS, type ToolComponents, type ToolId } from './registry'
import { Watchlist } from './watchlist/Watchlist'
import { YieldCalculator } from './yield/YieldCalculator'
import styles from './ToolsOverview.module.css'

const COMPONENTS: ToolComponents = {
  yield: YieldCalculator,
  watchlist: Watchlist,
  simulator: PortfolioSimulator,
}

/** SPEC §2/§4: the overview, or one tool opened in place with 'Back to Tools'. */
export function ToolsOverview() {
  const [open, setOpen] = useState<ToolId | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const switched = useRef(false)

  // Opening a tool or going back moves the reader (and screen readers) to the new heading.
  useEffect(() => {
    if (!switched.current) return
    window.scrollTo(0, 0)
    heading.current?.focus()
  }, [open])

  function show(tool: ToolId | null) {
    switched.current = true
    setOpen(tool)
  }

  const tool = TOOLS.find((candidate) => candidate.id === open)
  if (tool) {
    const Tool = COMPONENTS[tool.id]
    return (
      <section className={styles.toolView} aria-labelledby="tool-heading">
        <button type="button" className={styles.back} onClick={() => show(null)}>
          <ArrowLeft aria-hidden="true" size={16} /> Back to Tools
        </button>
        <h1 id="tool-heading" ref={heading} tabIndex={-1} className={styles.toolTitle}>
          {tool.name}
        </h1>
        <Tool />
        <ToolDisclaimer />
      </section>
    )
  }

  return (
    <>
      <header className={styles.header}>
        <h1 ref={heading} tabIndex={-1}>
          Free crypto tools
        </h1>
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
            <button type="button" className="button" onClick={() => show(card.id)}>
              Launch {card.name}
            </button>
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

function ToolDisclaimer() {
  return (
    <aside className={styles.disclaimer} aria-label="Educational purpose">
      <strong>For education only.</strong> These tools use sample data, public market prices or
      virtual money to explain how crypto works. They are not financial advice and their results are
      not predictions. Do your own research (DYOR) before any real decision, and never invest more
      than you can afford to lose.
    </aside>
  )
}
