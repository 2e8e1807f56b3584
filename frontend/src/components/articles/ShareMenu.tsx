import { Share2 } from 'lucide-react'

import { ShareRow } from './ShareRow'
import styles from './ShareMenu.module.css'

/** The share actions folded behind one button, for cards. */
export function ShareMenu({ path, title }: { path: string; title: string }) {
  return (
    <details className={styles.menu}>
      <summary className={styles.summary}>
        <Share2 aria-hidden="true" size={14} />
        Share
      </summary>
      <div className={styles.panel}>
        <ShareRow path={path} title={title} compact />
      </div>
    </details>
  )
}
