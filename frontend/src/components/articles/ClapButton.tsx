'use client'

import { useState } from 'react'

import { CLAP_TOAST_MS } from '@blockwise/shared'

import { postReaderAction } from '@/lib/browser/api'
import { recordClapCount, useClapCount } from '@/lib/browser/clapCounts'
import { clapsOf } from '@/lib/browser/responses'
import { SpriteIcon } from '@/components/icons/SpriteIcon'
import { toast } from '@/components/toast/toastStore'

import styles from './ClapButton.module.css'
import { clapCountText } from './clapCountText'
import { useHydrated } from './useHydrated'

/**
 * `Clap` for a count of 1, `Claps` otherwise (and before the count is known). The singular keeps
 * the plural's room (its stylesheet draws an invisible `s`), so the share buttons beside it stay.
 */
const clapWord = (claps: number | undefined) =>
  claps === 1 ? (
    <>
      {' '}
      <span className={styles.singular}>Clap</span>
    </>
  ) : (
    ' Claps'
  )

/**
 * docs/product.md#states: idle → pending (animating, disabled) → idle. The count is asked once the
 * page has loaded, and the one a clap returns is kept per article for the visit, so every button for
 * that article shows it (docs/product.md#clap-button).
 * Plain state rather than TanStack Query: this button is on every page, and the query library
 * would be a tenth of the pages' script budget.
 */
export function ClapButton({ slug, compact = false }: { slug: string; compact?: boolean }) {
  const count = useClapCount(slug)
  const [pending, setPending] = useState(false)
  const hydrated = useHydrated()

  async function clap() {
    setPending(true)
    try {
      const result = clapsOf(await (await postReaderAction(slug, 'clap')).json())
      recordClapCount(slug, result.claps)
      toast({
        title: '👏 Clapped!',
        description: 'Thank you for showing your appreciation!',
        duration: CLAP_TOAST_MS,
      })
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to add clap. Please try again.',
        variant: 'destructive',
      })
    } finally {
      setPending(false)
    }
  }

  return (
    <button
      type="button"
      className={`${styles.button} ${compact ? styles.compact : ''} ${pending ? styles.pending : ''}`}
      disabled={pending || !hydrated}
      aria-busy={pending}
      onClick={(event) => {
        event.preventDefault()
        void clap()
      }}
    >
      <SpriteIcon name="hand" size={compact ? 14 : 18} className={styles.icon} />
      {/* The number has its own room, so that neither it nor the word moves when it arrives. */}
      <span>
        <span className={styles.count}>{count === undefined ? '' : clapCountText(count)}</span>
        {clapWord(count)}
      </span>
    </button>
  )
}
