import type { SharedYieldInputs } from '@blockwise/shared/tools/yield/shareQuery'
import { ArrowLeft } from 'lucide'

import { SvgIcon } from '@/components/icons/SvgIcon'
import Link from 'next/link'

import type { ToolCard } from './registry'
import { PortfolioSimulator } from './simulator/PortfolioSimulator'
import { ToolDisclaimer } from './ToolDisclaimer'
import { ToolsHeading } from './ToolsHeading'
import { Watchlist } from './watchlist/Watchlist'
import { YieldCalculator } from './yield/YieldCalculator'
import styles from './ToolsOverview.module.css'

interface ToolViewProps {
  tool: ToolCard
  /** What a shared URL asks the yield calculator to start with. */
  yieldInputs: SharedYieldInputs
}

/** docs/product.md#screens, #states: one tool opened in place, with 'Back to Tools'. */
export function ToolView({ tool, yieldInputs }: ToolViewProps) {
  return (
    <section className={styles.toolView} aria-labelledby="tool-heading">
      <Link href="/tools" className={styles.back}>
        <SvgIcon icon={ArrowLeft} size={16} /> Back to Tools
      </Link>
      <ToolsHeading className={styles.toolTitle} id="tool-heading">
        {tool.name}
      </ToolsHeading>
      {tool.id === 'yield' && <YieldCalculator shared={yieldInputs} />}
      {tool.id === 'watchlist' && <Watchlist />}
      {tool.id === 'simulator' && <PortfolioSimulator />}
      <ToolDisclaimer />
    </section>
  )
}
