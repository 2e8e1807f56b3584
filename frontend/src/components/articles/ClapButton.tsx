'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Hand } from 'lucide-react'

import { CLAP_TOAST_MS, type Article } from '@blockwise/shared'

import { apiRequest } from '@/lib/browser/api'
import { clapsOf } from '@/lib/browser/responses'
import { toast } from '@/components/toast/toastStore'

import styles from './ClapButton.module.css'

export function clapLabel(claps: number): string {
  return `${claps} ${claps === 1 ? 'Clap' : 'Claps'}`
}

/**
 * SPEC §4: idle → pending (animating, disabled) → idle. The count lives in the query cache under
 * ['/api/articles', slug, 'claps'] and the cached article is updated too (SPEC §7).
 */
export function ClapButton({
  slug,
  claps,
  compact = false,
}: {
  slug: string
  claps: number
  compact?: boolean
}) {
  const queryClient = useQueryClient()
  const clapsKey = ['/api/articles', slug, 'claps']
  const { data } = useQuery({ queryKey: clapsKey, initialData: { claps } })
  const clap = useMutation({
    mutationFn: async () =>
      clapsOf(await (await apiRequest('POST', `/api/articles/${slug}/clap`, {})).json()),
    onSuccess: (result) => {
      queryClient.setQueryData(clapsKey, result)
      queryClient.setQueryData<Article>(
        ['/api/articles', slug],
        (article) => article && { ...article, claps: result.claps },
      )
      toast({
        title: '👏 Clapped!',
        description: 'Thank you for showing your appreciation!',
        duration: CLAP_TOAST_MS,
      })
    },
    onError: () =>
      toast({
        title: 'Error',
        description: 'Failed to add clap. Please try again.',
        variant: 'destructive',
      }),
  })

  return (
    <button
      type="button"
      className={`${styles.button} ${compact ? styles.compact : ''} ${clap.isPending ? styles.pending : ''}`}
      disabled={clap.isPending}
      aria-busy={clap.isPending}
      onClick={(event) => {
        event.preventDefault()
        clap.mutate()
      }}
    >
      <Hand aria-hidden="true" size={compact ? 14 : 18} className={styles.icon} />
      <span>{clapLabel(data.claps)}</span>
    </button>
  )
}
