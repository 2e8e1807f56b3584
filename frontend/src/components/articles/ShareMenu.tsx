'use client'

import { useState } from 'react'

import { SpriteIcon } from '@/components/icons/SpriteIcon'

import { ShareRow } from './ShareRow'
import styles from './ShareMenu.module.css'
import { useHydrated } from './useHydrated'

/**
 * The share actions folded behind one button, for cards. The actions render on first opening:
 * a page of cards would otherwise ship (and hydrate) seven buttons per card that few readers open.
 */
export function ShareMenu({ path, title }: { path: string; title: string }) {
  const [opened, setOpened] = useState(false)
  // Before hydration no toggle listener would fill the menu, so it cannot be opened until then.
  const hydrated = useHydrated()

  return (
    <details
      className={styles.menu}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true)
      }}
    >
      <summary
        className={styles.summary}
        aria-disabled={hydrated ? undefined : 'true'}
        tabIndex={hydrated ? undefined : -1}
      >
        <SpriteIcon name="share" size={14} />
        Share
      </summary>
      {opened && (
        <div className={styles.panel}>
          <ShareRow path={path} title={title} compact />
        </div>
      )}
    </details>
  )
}
