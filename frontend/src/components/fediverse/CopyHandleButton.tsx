'use client'

import { useHydrated } from '@/components/articles/useHydrated'
import { toast } from '@/components/toast/toastStore'

import styles from './FollowOnFediverse.module.css'

async function copyHandle(handle: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(handle)
    toast({ title: 'Handle copied!', description: `${handle} is on your clipboard.` })
  } catch {
    toast({
      title: 'Failed to copy',
      description: 'Could not copy the handle to your clipboard.',
      variant: 'destructive',
    })
  }
}

/**
 * Copies a fediverse handle. Inert until the page's script has arrived; the handle beside it is
 * text a reader can select without it.
 */
export function CopyHandleButton({ handle }: { handle: string }) {
  const inert = !useHydrated()
  return (
    <button
      type="button"
      className={styles.copy}
      disabled={inert}
      aria-label={`Copy ${handle}`}
      onClick={() => void copyHandle(handle)}
    >
      Copy
    </button>
  )
}
