'use client'

import { useEffect, useRef, useState } from 'react'

import { SpriteIcon } from '@/components/icons/SpriteIcon'

import { ShareRow } from './ShareRow'
import styles from './ShareMenu.module.css'

/**
 * The share actions folded behind one button, for cards. The actions render on first opening:
 * a page of cards would otherwise ship (and hydrate) seven buttons per card that few readers open.
 */
export function ShareMenu({ path, title }: { path: string; title: string }) {
  const menu = useRef<HTMLDetailsElement>(null)
  const [opened, setOpened] = useState(false)
  // A reader may open the menu before the page has hydrated, when no toggle listener is attached.
  useEffect(() => {
    if (menu.current?.open) setOpened(true)
  }, [])

  return (
    <details
      ref={menu}
      className={styles.menu}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true)
      }}
    >
      <summary className={styles.summary}>
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
