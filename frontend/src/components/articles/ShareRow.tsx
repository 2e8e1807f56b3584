'use client'

import { type ShareNetwork } from '@blockwise/shared'

import { SpriteIcon } from '@/components/icons/SpriteIcon'
import { toast } from '@/components/toast/toastStore'
import { absoluteUrl, openShareWindow } from '@/lib/browser/share'

import styles from './ShareRow.module.css'
import { useHydrated } from './useHydrated'

const WINDOW_NETWORKS: Array<[ShareNetwork, string]> = [
  ['twitter', 'Twitter'],
  ['facebook', 'Facebook'],
  ['linkedin', 'LinkedIn'],
  ['reddit', 'Reddit'],
]

async function copyLink(url: string, success: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url)
    toast({ title: 'Link copied!', description: success })
  } catch {
    toast({
      title: 'Failed to copy',
      description: 'Could not copy the link to your clipboard.',
      variant: 'destructive',
    })
  }
}

const COPIED = 'Article link has been copied to your clipboard.'

/** docs/product.md#calls client-side share actions for one article. */
export function ShareRow({
  path,
  title,
  compact = false,
}: {
  path: string
  title: string
  compact?: boolean
}) {
  const url = () => absoluteUrl(path)
  const inert = !useHydrated()

  async function moreOptions() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: title, url: url() })
        return
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    await copyLink(url(), COPIED)
  }

  return (
    <div
      className={`${styles.row} ${compact ? styles.compact : ''}`}
      role="group"
      aria-label={`Share “${title}”`}
    >
      {WINDOW_NETWORKS.map(([network, label]) => (
        <button
          key={network}
          type="button"
          className={styles.button}
          disabled={inert}
          onClick={(event) => {
            event.preventDefault()
            openShareWindow(network, url(), title)
          }}
        >
          {label}
        </button>
      ))}
      <button
        type="button"
        className={styles.button}
        disabled={inert}
        onClick={(event) => {
          event.preventDefault()
          void copyLink(
            url(),
            'Link copied to clipboard. Open Instagram and paste in your story or post.',
          )
        }}
      >
        Instagram
      </button>
      <button
        type="button"
        className={styles.button}
        disabled={inert}
        onClick={(event) => {
          event.preventDefault()
          void copyLink(url(), COPIED)
        }}
      >
        <SpriteIcon name="link" size={14} /> Copy Link
      </button>
      <button
        type="button"
        className={styles.button}
        disabled={inert}
        onClick={(event) => {
          event.preventDefault()
          void moreOptions()
        }}
      >
        <SpriteIcon name="share" size={14} /> More Options
      </button>
    </div>
  )
}
